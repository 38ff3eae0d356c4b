ALTER TABLE "contact_replies" ADD COLUMN "from_address" text;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD COLUMN "mail_message_id" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "personal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "in_reply_to" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "references" text;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_replies_mail_message_id_idx" ON "contact_replies" USING btree ("mail_message_id");