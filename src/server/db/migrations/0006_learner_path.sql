ALTER TABLE "course_certificates" ADD COLUMN "learner_name" text;--> statement-breakpoint
ALTER TABLE "course_certificates" ADD COLUMN "course_title" text;--> statement-breakpoint
UPDATE "course_certificates" SET "learner_name" = trim(concat_ws(' ', "users"."first_name", "users"."last_name")) FROM "users" WHERE "users"."id" = "course_certificates"."user_id";--> statement-breakpoint
UPDATE "course_certificates" SET "course_title" = "courses"."title" FROM "courses" WHERE "courses"."id" = "course_certificates"."course_id";--> statement-breakpoint
ALTER TABLE "course_certificates" ALTER COLUMN "learner_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "course_certificates" ALTER COLUMN "course_title" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "outcomes" jsonb DEFAULT '[]'::jsonb NOT NULL;
