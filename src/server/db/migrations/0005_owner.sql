CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"name" text NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "analytics_daily_day_name_dimension_value_pk" PRIMARY KEY("day","name","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_visitors" (
	"day" date NOT NULL,
	"visitor_id" text NOT NULL,
	CONSTRAINT "analytics_daily_visitors_day_visitor_id_pk" PRIMARY KEY("day","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "contact_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"email_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_replies_message_idx" ON "contact_replies" USING btree ("message_id","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_created_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");