import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * Recomputes raised amount and donor count from succeeded donations (DECISIONS.md: totals come from
 * succeeded donations only), each net of its refunded part (issue 23: a refund comes out of the gift first). A
 * donor is a registered user, or a guest e-mail, counted once per campaign; an anonymized donor (issue 23) by
 * the anonymized_at their erasure gave each of their former donor keys.
 */
export async function recomputeCampaignTotals(db: Executor, campaignId?: number): Promise<void> {
  await db.execute(sql`
    update campaigns c set
      amount_raised = coalesce(t.raised, 0),
      donor_count = coalesce(t.donors, 0)
    from campaigns c2
    left join (
      select campaign_id,
             sum(amount - least(amount, refunded_amount))::bigint as raised,
             count(distinct coalesce('u' || user_id::text, 'g' || lower(guest_email), 'a' || anonymized_at::text))::int
               as donors
      from donations
      where status = 'succeeded'
      group by campaign_id
    ) t on t.campaign_id = c2.id
    where c.id = c2.id ${campaignId === undefined ? sql`` : sql`and c.id = ${campaignId}`}
  `);
}
