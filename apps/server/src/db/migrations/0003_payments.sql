CREATE TABLE "idempotent_requests" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text,
	"behaviour" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"customer_id" text,
	"card_id" text,
	"auth_token_hash" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "reward_id" integer;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "interval" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "provider_subscription_id" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "save_payment_method" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recurring_donations" ADD COLUMN "retry_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_intents_auth_token_key" ON "sandbox_intents" USING btree ("auth_token_hash");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_interval_check" CHECK ("interval" is null or "interval" in ('monthly', 'quarterly', 'yearly'));