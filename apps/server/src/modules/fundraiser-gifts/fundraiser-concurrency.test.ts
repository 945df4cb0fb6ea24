import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignMatches, fundraisers, fundraiserTeams } from '../../db/schema';
import { paymentTestApp, succeedAtOnce } from '../../test/concurrent-gifts';
import { makeCampaign } from '../../test/factories';
import { campaignTotals } from '../../test/totals';
import { makePage, makeTeam } from './fundraiser-gift-fixtures';

/**
 * 100 gifts through 10 pages of one campaign (two teams of three pages, four pages alone) and 20 direct gifts
 * succeed at once, half through the single-event transaction and half through the batch, with a live match so the
 * whole lock order is exercised (donations, donors, match, page, team, campaign). On PGlite the transactions take
 * turns; with TEST_DATABASE_URL they run on a pool of 20 connections at once. Increments in the database
 * (`raised_amount = raised_amount + $1`) keep every figure exact: a read-then-write would lose gifts here.
 */
const app = paymentTestApp();

describe('100 concurrent gifts through 10 pages of one campaign', () => {
  it('campaign total = sum of the pages + direct gifts; each team = sum of its members', async () => {
    const { t, deps } = app;
    const campaign = await makeCampaign(t.db, { fundraisingEnabled: true });
    await t.db.insert(campaignMatches).values({
      campaignId: campaign.id,
      sponsorName: 'Acme',
      ratioPercent: 100,
      capAmount: 50_000,
      startsAt: new Date(Date.now() - 3_600_000),
      endsAt: new Date(Date.now() + 3_600_000),
    });
    const teams = [await makeTeam(t.db, campaign.id), await makeTeam(t.db, campaign.id)];
    const pages: Awaited<ReturnType<typeof makePage>>[] = [];
    for (let i = 0; i < 10; i += 1) {
      pages.push(await makePage(t.db, campaign.id, { teamId: i < 6 ? teams[i % 2]!.id : null }));
    }
    const gifts = [
      ...Array.from({ length: 100 }, (_, i) => ({ fundraiserId: pages[i % 10]!.id, amount: 1_000 + i * 37 })),
      ...Array.from({ length: 20 }, (_, i) => ({ fundraiserId: null, amount: 500 + i * 11 })),
    ];
    const results = await succeedAtOnce(deps, campaign.id, gifts, { tag: 'p2p', donors: 90 });
    expect(results.every((r) => r === 'applied')).toBe(true);

    const pageRows = await t.db.select().from(fundraisers).where(eq(fundraisers.campaignId, campaign.id));
    const teamRows = await t.db.select().from(fundraiserTeams).where(eq(fundraiserTeams.campaignId, campaign.id));
    const direct = gifts.filter((g) => g.fundraiserId === null).reduce((sum, g) => sum + g.amount, 0);
    const throughPages = pageRows.reduce((sum, p) => sum + p.raisedAmount, 0);
    expect((await campaignTotals(t.db, campaign.id)).raised).toBe(throughPages + direct);
    expect(throughPages).toBe(gifts.filter((g) => g.fundraiserId !== null).reduce((sum, g) => sum + g.amount, 0));
    for (const page of pageRows) {
      const own = gifts.filter((g) => g.fundraiserId === page.id);
      expect(page.raisedAmount).toBe(own.reduce((sum, g) => sum + g.amount, 0));
      expect(page.giftCount).toBe(own.length);
    }
    for (const team of teamRows) {
      const members = pageRows.filter((p) => p.teamId === team.id);
      expect(members).toHaveLength(3);
      expect(team.raisedAmount).toBe(members.reduce((sum, p) => sum + p.raisedAmount, 0));
      expect(team.giftCount).toBe(members.reduce((sum, p) => sum + p.giftCount, 0));
    }
  });
});
