CREATE TYPE "public"."workshop_attendance" AS ENUM('attended', 'no_show');--> statement-breakpoint
CREATE TYPE "public"."workshop_registration_status" AS ENUM('registered', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."workshop_status" AS ENUM('scheduled', 'cancelled');--> statement-breakpoint
CREATE TABLE "continuing_education_rule" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"required_count" integer NOT NULL,
	"counts" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "continuing_education_rule_one_row" CHECK ("continuing_education_rule"."id" = 1),
	CONSTRAINT "continuing_education_rule_count" CHECK ("continuing_education_rule"."required_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "workshop_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" "workshop_registration_status" DEFAULT 'registered' NOT NULL,
	"attendance" "workshop_attendance",
	"calendar_uid" text NOT NULL,
	"calendar_sequence" integer DEFAULT 0 NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"registered_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "workshop_registrations_member_unique" UNIQUE("workshop_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "workshops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"time_zone" text NOT NULL,
	"join_link" text NOT NULL,
	"capacity" integer NOT NULL,
	"status" "workshop_status" DEFAULT 'scheduled' NOT NULL,
	"recording_video_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshops_capacity_positive" CHECK ("workshops"."capacity" > 0),
	CONSTRAINT "workshops_duration_positive" CHECK ("workshops"."duration_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "workshop_registrations" ADD CONSTRAINT "workshop_registrations_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_registrations" ADD CONSTRAINT "workshop_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workshop_registrations_user_idx" ON "workshop_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "workshops_starts_idx" ON "workshops" USING btree ("starts_at");