CREATE TABLE "quiz_draws" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"course_id" uuid NOT NULL,
	"lesson_id" text NOT NULL,
	"quiz_id" text NOT NULL,
	"shown" jsonb NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "draw_id" uuid;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "shown" jsonb;--> statement-breakpoint
ALTER TABLE "quiz_draws" ADD CONSTRAINT "quiz_draws_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_draws" ADD CONSTRAINT "quiz_draws_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_draws_user_lesson_idx" ON "quiz_draws" USING btree ("user_id","course_id","lesson_id");--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_draw_id_quiz_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."quiz_draws"("id") ON DELETE set null ON UPDATE no action;