CREATE TYPE "public"."call_status" AS ENUM('booked', 'cancelled', 'held', 'missed');--> statement-breakpoint
CREATE TABLE "call_availability" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"minimum_notice_hours" integer NOT NULL,
	"meeting_link" text NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"one_off_hours" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_availability_one_row" CHECK ("call_availability"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "call_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"membership_year_start" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" "call_status" DEFAULT 'booked' NOT NULL,
	"goal" text NOT NULL,
	"challenge" text NOT NULL,
	"member_time_zone" text NOT NULL,
	"meeting_link" text NOT NULL,
	"calendar_uid" text NOT NULL,
	"calendar_sequence" integer DEFAULT 0 NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_bookings_ends_after_start" CHECK ("call_bookings"."ends_at" > "call_bookings"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "calendar" jsonb;--> statement-breakpoint
ALTER TABLE "call_bookings" ADD CONSTRAINT "call_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_bookings_slot_unique" ON "call_bookings" USING btree ("starts_at") WHERE "call_bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "call_bookings_one_per_year" ON "call_bookings" USING btree ("user_id","membership_year_start") WHERE "call_bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "call_bookings_starts_idx" ON "call_bookings" USING btree ("starts_at");