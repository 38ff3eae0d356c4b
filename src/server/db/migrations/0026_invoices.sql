CREATE TYPE "public"."invoice_kind" AS ENUM('invoice', 'credit-note');--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "invoice_kind" NOT NULL,
	"number" integer NOT NULL,
	"order_id" uuid,
	"user_id" text,
	"credits_invoice_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"seller_name" text NOT NULL,
	"seller_address" text NOT NULL,
	"seller_tax_id" text,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_company" text,
	"buyer_tax_id" text,
	"buyer_address" text,
	"lines" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"discount_label" text,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind_number_unique" UNIQUE("kind","number"),
	CONSTRAINT "invoices_order_kind_unique" UNIQUE("order_id","kind")
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "buyer_company" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "buyer_tax_id" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","issued_at");--> statement-breakpoint
INSERT INTO "invoice_counters" ("series", "last_number") VALUES ('invoice', 0), ('credit-note', 0) ON CONFLICT DO NOTHING;