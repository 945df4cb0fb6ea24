import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { makeCampaign, makeDonation, makeUser, unique } from '../../test/factories';
import { sessionCookie } from '../../test/served-routes';
import { makePage } from './fundraiser-gift-fixtures';

/**
 * One valid request to each operation of gifts through fundraising pages (issue 25), for the contract check
 * (security/operation-answers.test.ts): each on a campaign and a supporter of its own.
 */
interface FundraiserGiftSample {
  as?: 'anonymous' | 'donor' | 'admin' | { cookie: string };
  url?: string;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  /** A multipart form instead of a JSON body. */
  form?: Record<string, string | { data: Buffer; filename: string; type: string }>;
}

/** A signed-in owner's page with one guest's succeeded gift through it. */
async function pageWithGift(db: Db) {
  const owner = await makeUser(db);
  const campaign = await makeCampaign(db, { fundraisingEnabled: true });
  const page = await makePage(db, campaign.id, { userId: owner.id });
  const gift = await makeDonation(db, {
    campaignId: campaign.id,
    fundraiserId: page.id,
    guestEmail: `${unique('supporter')}@example.com`,
    guestFirstName: 'Ada',
    guestLastName: 'Lovelace',
  });
  return { cookie: await sessionCookie(db, owner.id), fundraiserId: page.id, donationId: gift.id };
}

export function fundraiserGiftSamples(
  testApp: () => { app: FastifyInstance; db: Db },
): Record<string, () => Promise<FundraiserGiftSample>> {
  const base = (fundraiserId: number) => `/api/users/me/fundraisers/${fundraiserId}/supporters`;
  return {
    'GET /api/users/me/fundraisers/:fundraiserId/supporters': async () => {
      const { cookie, fundraiserId } = await pageWithGift(testApp().db);
      return { as: { cookie }, url: base(fundraiserId), query: { page: '1' } };
    },
    'GET /api/users/me/fundraisers/:fundraiserId/supporters.csv': async () => {
      const { cookie, fundraiserId } = await pageWithGift(testApp().db);
      return { as: { cookie }, url: `${base(fundraiserId)}.csv` };
    },
    'POST /api/users/me/fundraisers/:fundraiserId/supporters/:donationId/thanks': async () => {
      const { cookie, fundraiserId, donationId } = await pageWithGift(testApp().db);
      return { as: { cookie }, url: `${base(fundraiserId)}/${donationId}/thanks`, body: { message: 'Thank you!' } };
    },
  };
}
