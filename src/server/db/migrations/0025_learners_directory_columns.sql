ALTER TABLE "users" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "certificate_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (decision 0079): the learners directory reads one row per learner. Triggers keep the
-- three columns exact in the transaction of every write that changes them; the application never writes them.
CREATE FUNCTION "users_fill_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(NEW.name) || E'\n' || lower(NEW.email);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_search_text" BEFORE INSERT OR UPDATE OF "name", "email", "search_text" ON "users" FOR EACH ROW EXECUTE FUNCTION "users_fill_search_text"();--> statement-breakpoint
-- Last active: the latest updated_at of the learner's sessions, recomputed for the learners a statement on sessions touched.
-- The rows are locked first, so the recount (a statement of its own) sees what a concurrent writer committed meanwhile.
CREATE FUNCTION "users_refresh_last_active"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT user_id) INTO touched FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT user_id) INTO touched FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT user_id) INTO touched FROM (SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows) changed;
  END IF;
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM users WHERE id = ANY (touched) ORDER BY id FOR NO KEY UPDATE;
  UPDATE users u SET last_active_at = latest.at
    FROM (SELECT t.id, (SELECT max(s.updated_at) FROM sessions s WHERE s.user_id = t.id) AS at FROM unnest(touched) AS t(id)) latest
    WHERE u.id = latest.id AND u.last_active_at IS DISTINCT FROM latest.at;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_last_active_insert" AFTER INSERT ON "sessions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_refresh_last_active"();--> statement-breakpoint
CREATE TRIGGER "sessions_last_active_update" AFTER UPDATE ON "sessions" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_refresh_last_active"();--> statement-breakpoint
CREATE TRIGGER "sessions_last_active_delete" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_refresh_last_active"();--> statement-breakpoint
-- Certificates held: the count of course_certificates rows, recounted the same way.
CREATE FUNCTION "users_refresh_certificate_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT user_id) INTO touched FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT user_id) INTO touched FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT user_id) INTO touched FROM (SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows) changed;
  END IF;
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM users WHERE id = ANY (touched) ORDER BY id FOR NO KEY UPDATE;
  UPDATE users u SET certificate_count = held.n
    FROM (SELECT t.id, (SELECT count(*)::int FROM course_certificates c WHERE c.user_id = t.id) AS n FROM unnest(touched) AS t(id)) held
    WHERE u.id = held.id AND u.certificate_count <> held.n;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "course_certificates_count_insert" AFTER INSERT ON "course_certificates" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_refresh_certificate_count"();--> statement-breakpoint
CREATE TRIGGER "course_certificates_count_update" AFTER UPDATE ON "course_certificates" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_refresh_certificate_count"();--> statement-breakpoint
CREATE TRIGGER "course_certificates_count_delete" AFTER DELETE ON "course_certificates" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_refresh_certificate_count"();--> statement-breakpoint
-- The rows there are now.
UPDATE "users" SET "search_text" = lower("name") || E'\n' || lower("email");--> statement-breakpoint
UPDATE "users" u SET "last_active_at" = s.at FROM (SELECT "user_id", max("updated_at") AS at FROM "sessions" GROUP BY "user_id") s WHERE u."id" = s."user_id";--> statement-breakpoint
UPDATE "users" u SET "certificate_count" = c.n FROM (SELECT "user_id", count(*)::int AS n FROM "course_certificates" GROUP BY "user_id") c WHERE u."id" = c."user_id";--> statement-breakpoint
-- One trigram index over both (pg_trgm, enabled in 0011) replaces the two of 0019: LIKE on a lowered column is several times cheaper than ILIKE.
DROP INDEX IF EXISTS "users_email_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_last_active_idx" ON "users" USING btree ("last_active_at");--> statement-breakpoint
CREATE INDEX "users_certificates_created_idx" ON "users" USING btree ("created_at", "id") WHERE "certificate_count" > 0;
