CREATE TYPE "public"."case_study_decision" AS ENUM('approved', 'returned');--> statement-breakpoint
CREATE TYPE "public"."case_study_status" AS ENUM('draft', 'submitted', 'returned', 'approved');--> statement-breakpoint
CREATE TABLE "case_studies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"slot" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"status" "case_study_status" DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_studies_user_slot" UNIQUE("user_id","slot"),
	CONSTRAINT "case_studies_slot_range" CHECK ("case_studies"."slot" BETWEEN 1 AND 3)
);
--> statement-breakpoint
CREATE TABLE "case_study_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_study_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_study_attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "case_study_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_study_id" uuid NOT NULL,
	"reviewer_id" text,
	"reviewer_name" text NOT NULL,
	"decision" "case_study_decision" NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "early_access" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_study_attachments" ADD CONSTRAINT "case_study_attachments_case_study_id_case_studies_id_fk" FOREIGN KEY ("case_study_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_study_reviews" ADD CONSTRAINT "case_study_reviews_case_study_id_case_studies_id_fk" FOREIGN KEY ("case_study_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_study_reviews" ADD CONSTRAINT "case_study_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_studies_status_submitted_idx" ON "case_studies" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "case_study_attachments_case_study_idx" ON "case_study_attachments" USING btree ("case_study_id");--> statement-breakpoint
CREATE INDEX "case_study_reviews_case_study_idx" ON "case_study_reviews" USING btree ("case_study_id","decided_at");