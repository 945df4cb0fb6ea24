import { eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';
import { campaigns } from '../db/schema';

/** A campaign's two counters, as the payment state machine keeps them. */
export async function campaignTotals(db: Executor, campaignId: number) {
  const [row] = await db
    .select({ raised: campaigns.amountRaised, donors: campaigns.donorCount })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row!;
}

/** Every donor summary row, in key order, to compare what the payment flow kept with a rebuild. */
export function donorSummaryRows(db: Executor) {
  return queryRows<Record<string, unknown>>(
    db,
    sql`select donor_key, user_id, guest_email, guest_first_name, guest_last_name, total_donated::text,
               donation_count, recurring_count, first_donation_at, last_donation_at
        from donor_summaries order by donor_key`,
  );
}
