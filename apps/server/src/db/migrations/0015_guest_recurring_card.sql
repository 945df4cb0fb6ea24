ALTER TABLE "recurring_donations" ADD COLUMN "guest_card_id" text;--> statement-breakpoint
ALTER TABLE "recurring_donations" ADD COLUMN "guest_card_brand" text;--> statement-breakpoint
ALTER TABLE "recurring_donations" ADD COLUMN "guest_card_last4" text;