DROP INDEX "error_reports_created_idx";--> statement-breakpoint
DROP INDEX "error_reports_level_created_idx";--> statement-breakpoint
-- Error reports are grouped by fingerprint (issue 8). Rows written before grouping each stay their own group.
ALTER TABLE "error_reports" ADD COLUMN "fingerprint" text;--> statement-breakpoint
UPDATE "error_reports" SET "fingerprint" = 'ungrouped-' || "id";--> statement-breakpoint
ALTER TABLE "error_reports" ALTER COLUMN "fingerprint" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "error_reports" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "error_reports" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "error_reports" SET "last_seen_at" = "created_at";--> statement-breakpoint
ALTER TABLE "error_reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "error_reports" ADD COLUMN "resolved_by_id" integer;--> statement-breakpoint
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "error_reports_fingerprint_key" ON "error_reports" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "error_reports_last_seen_idx" ON "error_reports" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "error_reports_level_last_seen_idx" ON "error_reports" USING btree ("level","last_seen_at");--> statement-breakpoint
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_source_check" CHECK ("source" in ('client', 'server'));--> statement-breakpoint
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_count_check" CHECK ("error_reports"."count" >= 1);
