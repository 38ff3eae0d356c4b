ALTER TABLE "subscriptions" ADD COLUMN "provider_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "video_files" ADD COLUMN "uploaded_by" text;--> statement-breakpoint
ALTER TABLE "video_files" ADD CONSTRAINT "video_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_files_uploader_status_idx" ON "video_files" USING btree ("uploaded_by","status");