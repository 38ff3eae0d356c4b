CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"plans" text[] NOT NULL,
	"duration" text NOT NULL,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"redeemed_count" integer DEFAULT 0 NOT NULL,
	"one_per_customer" boolean DEFAULT false NOT NULL,
	"provider_coupon_id" text,
	"provider_promotion_code_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_one_discount" CHECK (("promo_codes"."percent_off" IS NULL) <> ("promo_codes"."amount_off_cents" IS NULL)),
	CONSTRAINT "promo_codes_percent_range" CHECK ("promo_codes"."percent_off" IS NULL OR "promo_codes"."percent_off" BETWEEN 1 AND 100),
	CONSTRAINT "promo_codes_amount_positive" CHECK ("promo_codes"."amount_off_cents" IS NULL OR "promo_codes"."amount_off_cents" > 0),
	CONSTRAINT "promo_codes_duration" CHECK ("promo_codes"."duration" IN ('once', 'forever')),
	CONSTRAINT "promo_codes_redemptions_within_max" CHECK ("promo_codes"."max_redemptions" IS NULL OR "promo_codes"."redeemed_count" <= "promo_codes"."max_redemptions")
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promo_code_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"checkout_session_id" uuid NOT NULL,
	"discount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_redemptions_checkout_session_id_unique" UNIQUE("checkout_session_id")
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "promo_code_id" uuid;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_checkout_session_id_checkout_sessions_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_user_idx" ON "promo_redemptions" USING btree ("promo_code_id","user_id");--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE restrict ON UPDATE no action;