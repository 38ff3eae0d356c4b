CREATE TABLE "certification_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"track_id" text NOT NULL,
	"shown" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"score" integer,
	"total_questions" integer NOT NULL,
	"passed" boolean
);
--> statement-breakpoint
CREATE TABLE "certification_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credential_id" text NOT NULL,
	"user_id" text NOT NULL,
	"track_id" text NOT NULL,
	"attempt_id" uuid,
	"learner_name" text NOT NULL,
	"track_title" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "certification_credentials_credential_id_unique" UNIQUE("credential_id"),
	CONSTRAINT "certification_credentials_user_track" UNIQUE("user_id","track_id")
);
--> statement-breakpoint
ALTER TABLE "certification_attempts" ADD CONSTRAINT "certification_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_credentials" ADD CONSTRAINT "certification_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_credentials" ADD CONSTRAINT "certification_credentials_attempt_id_certification_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."certification_attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certification_attempts_user_track_idx" ON "certification_attempts" USING btree ("user_id","track_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certification_attempts_one_open" ON "certification_attempts" USING btree ("user_id","track_id") WHERE "certification_attempts"."submitted_at" is null;