ALTER TABLE "certification_credentials" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certification_credentials" ADD COLUMN "revocation_reason" text;--> statement-breakpoint
ALTER TABLE "course_certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_certificates" ADD COLUMN "revocation_reason" text;