CREATE TABLE "video_positions" (
	"user_id" text NOT NULL,
	"course_id" uuid NOT NULL,
	"lesson_id" text NOT NULL,
	"position_seconds" double precision NOT NULL,
	"duration_seconds" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_positions_learner_lesson" PRIMARY KEY("user_id","course_id","lesson_id"),
	CONSTRAINT "video_positions_position_in_video" CHECK ("video_positions"."position_seconds" >= 0 AND ("video_positions"."duration_seconds" IS NULL OR ("video_positions"."duration_seconds" > 0 AND "video_positions"."position_seconds" <= "video_positions"."duration_seconds")))
);
--> statement-breakpoint
ALTER TABLE "video_positions" ADD CONSTRAINT "video_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_positions" ADD CONSTRAINT "video_positions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;