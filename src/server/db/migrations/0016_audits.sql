CREATE TYPE "public"."audit_status" AS ENUM('received', 'in_progress', 'delivered');--> statement-breakpoint
CREATE TABLE "audit_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audit_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"entitlement" text NOT NULL,
	"business_size" text NOT NULL,
	"tools_in_use" text NOT NULL,
	"processes" text NOT NULL,
	"goals" text NOT NULL,
	"status" "audit_status" DEFAULT 'received' NOT NULL,
	"report_storage_key" text,
	"report_file_name" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_files" ADD CONSTRAINT "audit_files_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_files_audit_idx" ON "audit_files" USING btree ("audit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "audits_entitlement_unique" ON "audits" USING btree ("user_id","entitlement");--> statement-breakpoint
CREATE INDEX "audits_status_idx" ON "audits" USING btree ("status","created_at");