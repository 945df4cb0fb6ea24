import { campaignMatches } from '../../db/schema';
import type { Db } from '../../db/client';
import { makeCampaign } from '../../test/factories';

/**
 * One valid request to each match operation, for the contract check (security/operation-answers.test.ts): each on a
 * campaign of its own, as an administrator.
 */
interface MatchSample {
  as?: 'admin';
  url?: string;
  body?: unknown;
}

const hour = 3_600_000;
const input = () => ({
  sponsorName: 'Acme',
  ratioPercent: 100,
  capAmount: 100_000,
  startsAt: new Date(Date.now() - hour).toISOString(),
  endsAt: new Date(Date.now() + hour).toISOString(),
});

async function campaignWithMatch(db: Db) {
  const campaign = await makeCampaign(db);
  const { startsAt, endsAt, ...rest } = input();
  const [match] = await db
    .insert(campaignMatches)
    .values({ campaignId: campaign.id, ...rest, startsAt: new Date(startsAt), endsAt: new Date(endsAt) })
    .returning();
  return { campaignId: campaign.id, matchId: match!.id };
}

export function matchSamples(testApp: () => { db: Db }): Record<string, () => Promise<MatchSample>> {
  return {
    'GET /api/campaigns/:id/matches': async () => {
      const { campaignId } = await campaignWithMatch(testApp().db);
      return { as: 'admin', url: `/api/campaigns/${campaignId}/matches` };
    },
    'POST /api/campaigns/:id/matches': async () => {
      const campaign = await makeCampaign(testApp().db);
      return { as: 'admin', url: `/api/campaigns/${campaign.id}/matches`, body: input() };
    },
    'PUT /api/campaigns/:id/matches/:matchId': async () => {
      const { campaignId, matchId } = await campaignWithMatch(testApp().db);
      return { as: 'admin', url: `/api/campaigns/${campaignId}/matches/${matchId}`, body: input() };
    },
    'POST /api/campaigns/:id/matches/:matchId/end': async () => {
      const { campaignId, matchId } = await campaignWithMatch(testApp().db);
      return { as: 'admin', url: `/api/campaigns/${campaignId}/matches/${matchId}/end` };
    },
    'DELETE /api/campaigns/:id/matches/:matchId': async () => {
      const { campaignId, matchId } = await campaignWithMatch(testApp().db);
      return { as: 'admin', url: `/api/campaigns/${campaignId}/matches/${matchId}` };
    },
  };
}
