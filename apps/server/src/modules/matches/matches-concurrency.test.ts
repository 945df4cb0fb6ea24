import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matchedPart } from '@causeway/contracts';
import { queryRows } from '../../db/client';
import { campaignMatches, donations } from '../../db/schema';
import { paymentTestApp, succeedAtOnce } from '../../test/concurrent-gifts';
import { makeCampaign } from '../../test/factories';
import { campaignTotals } from '../../test/totals';

/**
 * 100 gifts succeed at once against a match whose cap runs out in the middle (issue 24, item 3). On PGlite the
 * transactions take turns; with TEST_DATABASE_URL (CI's second run of the server suite) they run on a pool of 20
 * connections at once, half through the single-event transaction and half through the batch, so the match row's
 * lock is what keeps the cap: without it two transactions would read the same figure left and both draw on it,
 * and the lock order (donations, donors, match, campaign) is what keeps them free of deadlocks.
 */
const app = paymentTestApp();

describe('a match under 100 concurrent gifts', () => {
  it('draws exactly its cap, never more than a gift’s ratio, and keeps its figure equal to the gifts’', async () => {
    const { t, deps } = app;
    const campaign = await makeCampaign(t.db);
    const ratioPercent = 200;
    // Gifts of $10 to $19.90: at 2:1 the 100 would draw about $2,900; the cap runs out around the 40th.
    const amounts = Array.from({ length: 100 }, (_, i) => 1_000 + (i % 10) * 110);
    const cap = 100_003;
    const [match] = await t.db
      .insert(campaignMatches)
      .values({
        campaignId: campaign.id,
        sponsorName: 'Acme',
        ratioPercent,
        capAmount: cap,
        startsAt: new Date(Date.now() - 3_600_000),
        endsAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    const results = await succeedAtOnce(
      deps,
      campaign.id,
      amounts.map((amount) => ({ amount })),
      { tag: 'conc', donors: 80 },
    );
    expect(results.every((r) => r === 'applied')).toBe(true);

    const after = await t.db.select().from(donations).where(eq(donations.campaignId, campaign.id));
    const total = after.reduce((sum, d) => sum + d.matchedAmount, 0);
    expect(after.every((d) => d.status === 'succeeded')).toBe(true);
    expect(total).toBe(cap);
    const [row] = await t.db.select().from(campaignMatches).where(eq(campaignMatches.id, match!.id));
    expect(row!.matchedAmount).toBe(total);
    for (const d of after) {
      expect(d.matchedAmount).toBeLessThanOrEqual(matchedPart(d.amount, ratioPercent));
      expect(d.matchId).toBe(d.matchedAmount > 0 ? match!.id : null);
    }
    // It ran out in the middle: some gifts drew in full, at most one in part, the rest nothing.
    const full = after.filter((d) => d.matchedAmount === matchedPart(d.amount, ratioPercent)).length;
    const partial = after.filter((d) => d.matchedAmount > 0 && d.matchedAmount < matchedPart(d.amount, ratioPercent));
    const none = after.filter((d) => d.matchedAmount === 0).length;
    expect(full).toBeGreaterThan(10);
    expect(none).toBeGreaterThan(10);
    expect(partial.length).toBeLessThanOrEqual(1);
    expect(full + partial.length + none).toBe(100);
    // The pledge never entered the amount raised.
    const raised = amounts.reduce((a, b) => a + b, 0);
    expect((await campaignTotals(t.db, campaign.id)).raised).toBe(raised);
    const [check] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from donations where campaign_id = ${campaign.id} and matched_amount > 0`,
    );
    expect(check!.n).toBe(full + partial.length);
  });
});
