import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { donate, guest } from '../../test/donate';
import { makeCampaign } from '../../test/factories';
import { makePage, makeTeam } from './fundraiser-gift-fixtures';

/**
 * The public reads of a page, its team and the leaderboard are kept in the read cache (modules/fundraisers); a gift
 * through the page clears it as it clears the campaign's (payments' onTotalsChanged), so the next read shows the
 * gift at once, as the campaign's does.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } } });
});
afterAll(() => t.close());

const read = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();

describe('a gift through a page and the cached public reads', () => {
  it('shows in the page, the team, the leaderboard and the campaign on the next read', async () => {
    const campaign = await makeCampaign(t.db, { fundraisingEnabled: true });
    const team = await makeTeam(t.db, campaign.id);
    const page = await makePage(t.db, campaign.id, { teamId: team.id });
    const urls = {
      page: `/api/campaigns/${campaign.id}/fundraisers/${page.slug}`,
      team: `/api/campaigns/${campaign.id}/fundraiser-teams/${team.slug}`,
      board: `/api/campaigns/${campaign.id}/fundraisers`,
      campaign: `/api/campaigns/${campaign.id}`,
    };
    // Read once, so each answer is in the cache.
    expect((await read(urls.page)).raisedAmount).toBe(0);
    expect((await read(urls.team)).raisedAmount).toBe(0);
    expect((await read(urls.board)).items[0].raisedAmount).toBe(0);

    await donate(t.app, { campaignId: campaign.id, amount: 2_500, fundraiserId: page.id, ...guest });
    expect(await read(urls.page)).toMatchObject({ raisedAmount: 2_500, giftCount: 1 });
    expect(await read(urls.team)).toMatchObject({ raisedAmount: 2_500, giftCount: 1 });
    expect((await read(urls.board)).items[0]).toMatchObject({ raisedAmount: 2_500, giftCount: 1 });
    expect((await read(urls.campaign)).amountRaised).toBe(2_500);
  });
});
