import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { donate, guest } from '../../test/donate';
import { makeCampaign, makeUser, unique } from '../../test/factories';
import { sessionCookie } from '../../test/served-routes';

/**
 * One valid request to each words-of-support operation, for the contract check (security/operation-answers.test.ts):
 * each on a campaign of its own with a guest's succeeded gift that carries a message, as an administrator where the
 * operation needs one.
 */
interface SupportSample {
  as?: 'admin';
  url?: string;
}
type TestApp = { app: FastifyInstance; db: Db };

async function giftWithMessage({ app, db }: TestApp, hidden = false) {
  const campaign = await makeCampaign(db);
  const { donationId } = await donate(app, {
    campaignId: campaign.id,
    amount: 2_500,
    ...guest,
    guestEmail: `${unique('support')}@example.com`,
    supportMessage: { body: 'Keep going!', showName: true, showAmount: true },
  });
  if (hidden) {
    const cookie = await sessionCookie(db, (await makeUser(db, { role: 'admin' })).id);
    await app.inject({ method: 'POST', url: `/api/admin/support-messages/${donationId}/hide`, headers: { cookie } });
  }
  return { campaignId: campaign.id, donationId };
}

export function supportMessageSamples(testApp: () => TestApp): Record<string, () => Promise<SupportSample>> {
  return {
    'GET /api/campaigns/:id/support-messages': async () => {
      const { campaignId } = await giftWithMessage(testApp());
      return { url: `/api/campaigns/${campaignId}/support-messages` };
    },
    'GET /api/admin/campaigns/:id/support-messages': async () => {
      const { campaignId } = await giftWithMessage(testApp(), true);
      return { as: 'admin', url: `/api/admin/campaigns/${campaignId}/support-messages` };
    },
    'POST /api/admin/support-messages/:donationId/hide': async () => {
      const { donationId } = await giftWithMessage(testApp());
      return { as: 'admin', url: `/api/admin/support-messages/${donationId}/hide` };
    },
    'POST /api/admin/support-messages/:donationId/unhide': async () => {
      const { donationId } = await giftWithMessage(testApp(), true);
      return { as: 'admin', url: `/api/admin/support-messages/${donationId}/unhide` };
    },
  };
}
