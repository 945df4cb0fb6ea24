import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { fundraisers, fundraiserTeams } from '../../db/schema';
import { makeCampaign, makeUser } from '../../test/factories';
import { makeImage } from '../../test/multipart';
import { sessionCookie } from '../../test/served-routes';

/**
 * One valid request to each fundraising-page operation (issue 25), for the contract check
 * (security/operation-answers.test.ts): each on a campaign and a supporter of its own.
 */
interface FundraiserSample {
  as?: 'anonymous' | 'donor' | 'admin' | { cookie: string };
  url?: string;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  /** A multipart form instead of a JSON body. */
  form?: Record<string, string | { data: Buffer; filename: string; type: string }>;
}

const pageInput = { title: 'Ada’s 10k for water', story: 'I run.\nYou give.', goal: 50_000 };

/** A campaign that takes pages, with one page (in a team, with money on it) of a supporter signed in as `cookie`. */
async function campaignWithPage(db: Db) {
  const campaign = await makeCampaign(db, { fundraisingEnabled: true });
  const owner = await makeUser(db);
  const [team] = await db
    .insert(fundraiserTeams)
    .values({
      campaignId: campaign.id,
      slug: 'runners',
      name: 'Runners',
      captainId: owner.id,
      goal: 100_000,
      // The team's totals are its pages': the one below.
      raisedAmount: 2_500,
      giftCount: 1,
    })
    .returning();
  const [page] = await db
    .insert(fundraisers)
    .values({
      campaignId: campaign.id,
      userId: owner.id,
      teamId: team!.id,
      slug: 'adas-10k',
      title: 'Ada’s 10k',
      story: 'I run.',
      goal: 50_000,
      raisedAmount: 2_500,
      giftCount: 1,
    })
    .returning();
  return { campaignId: campaign.id, page: page!, cookie: await sessionCookie(db, owner.id) };
}

export function fundraiserSamples(
  testApp: () => { app: FastifyInstance; db: Db },
): Record<string, () => Promise<FundraiserSample>> {
  const db = () => testApp().db;
  return {
    'GET /api/campaigns/:id/fundraisers': async () => {
      const { campaignId } = await campaignWithPage(db());
      return { url: `/api/campaigns/${campaignId}/fundraisers`, query: { q: 'ada', page: '1' } };
    },
    'GET /api/campaigns/:id/fundraiser-teams': async () => {
      const { campaignId } = await campaignWithPage(db());
      return { url: `/api/campaigns/${campaignId}/fundraiser-teams` };
    },
    'GET /api/campaigns/:id/fundraisers/:slug': async () => {
      const { campaignId, page } = await campaignWithPage(db());
      return { url: `/api/campaigns/${campaignId}/fundraisers/${page.slug}` };
    },
    'GET /api/campaigns/:id/fundraisers/:slug/supporters': async () => {
      const { campaignId, page } = await campaignWithPage(db());
      return { url: `/api/campaigns/${campaignId}/fundraisers/${page.slug}/supporters` };
    },
    'GET /api/campaigns/:id/fundraiser-teams/:slug': async () => {
      const { campaignId } = await campaignWithPage(db());
      return { url: `/api/campaigns/${campaignId}/fundraiser-teams/runners` };
    },
    'POST /api/campaigns/:id/fundraisers': async () => {
      const { campaignId } = await campaignWithPage(db());
      return {
        url: `/api/campaigns/${campaignId}/fundraisers`,
        body: { ...pageInput, team: { newTeam: { name: 'Swimmers', goal: 20_000 } } },
      };
    },
    'POST /api/campaigns/:id/fundraiser-teams': async () => {
      const { campaignId } = await campaignWithPage(db());
      return { url: `/api/campaigns/${campaignId}/fundraiser-teams`, body: { name: 'Cyclists', goal: 20_000 } };
    },
    'POST /api/fundraisers/photo': async () => ({
      form: { file: { data: await makeImage(40, 30), filename: 'photo.png', type: 'image/png' } },
    }),
    'PUT /api/fundraisers/:fundraiserId': async () => {
      const { page, cookie } = await campaignWithPage(db());
      return { as: { cookie }, url: `/api/fundraisers/${page.id}`, body: { ...pageInput, team: null } };
    },
    'POST /api/fundraisers/:fundraiserId/status': async () => {
      const { page, cookie } = await campaignWithPage(db());
      return { as: { cookie }, url: `/api/fundraisers/${page.id}/status`, body: { status: 'paused' } };
    },
    'GET /api/users/me/fundraisers': async () => {
      const { cookie } = await campaignWithPage(db());
      return { as: { cookie } };
    },
    'GET /api/admin/campaigns/:id/fundraising': async () => {
      const { campaignId } = await campaignWithPage(db());
      return { url: `/api/admin/campaigns/${campaignId}/fundraising` };
    },
    'PUT /api/admin/campaigns/:id/fundraising': async () => {
      const { campaignId } = await campaignWithPage(db());
      return {
        url: `/api/admin/campaigns/${campaignId}/fundraising`,
        body: { enabled: true, suggestedGoal: 25_000, guide: 'Tell people why it matters to you.' },
      };
    },
    'GET /api/admin/campaigns/:id/fundraisers': async () => {
      const { campaignId } = await campaignWithPage(db());
      return { url: `/api/admin/campaigns/${campaignId}/fundraisers` };
    },
    'POST /api/admin/fundraisers/:fundraiserId/hide': async () => {
      const { page } = await campaignWithPage(db());
      return { url: `/api/admin/fundraisers/${page.id}/hide` };
    },
    'POST /api/admin/fundraisers/:fundraiserId/unhide': async () => {
      const { page } = await campaignWithPage(db());
      return { url: `/api/admin/fundraisers/${page.id}/unhide` };
    },
    'DELETE /api/admin/fundraisers/:fundraiserId': async () => {
      const { page } = await campaignWithPage(db());
      return { url: `/api/admin/fundraisers/${page.id}` };
    },
  };
}
