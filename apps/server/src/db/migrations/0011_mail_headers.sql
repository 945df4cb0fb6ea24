ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
-- Gifts refunded before migration 0010 kept no figure: a refund then was always the whole charge.
UPDATE "donations" SET "refunded_amount" = "amount" + "fee_amount" WHERE "status" = 'refunded' AND "refunded_amount" = 0;
