import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { RECURRING_MANAGE_COOKIE } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { recurringDonations } from '../../db/schema';
import { donate } from '../../test/donate';
import { makeCampaign, unique } from '../../test/factories';
import { insertToken } from './recurring-manage.repository';
import { hashManageToken } from './recurring-manage.service';

/**
 * One valid request to each manage-by-link operation, for the contract check (security/operation-answers.test.ts):
 * each with an address, a link or a manage session, and a guest's monthly gift of its own.
 */
interface ManageSample {
  as?: { cookie: string };
  url?: string;
  body?: unknown;
}

type TestApp = () => { app: FastifyInstance; db: Db };

async function token(db: Db, kind: 'link' | 'session', email: string) {
  const value = randomBytes(32).toString('base64url');
  await insertToken(db, { keyHash: hashManageToken(value), kind, email, expiresAt: new Date(Date.now() + 600_000) });
  return value;
}

/** A guest's monthly gift and a manage session for its address. */
async function sessionWithGift(t: ReturnType<TestApp>) {
  const email = `${unique('manage')}@example.com`;
  const campaign = await makeCampaign(t.db);
  await donate(
    t.app,
    {
      campaignId: campaign.id,
      amount: 1_000,
      interval: 'monthly',
      guestEmail: email,
      guestFirstName: 'A',
      guestLastName: 'B',
    },
    { recurring: true },
  );
  const [gift] = await t.db.select().from(recurringDonations).where(eq(recurringDonations.campaignId, campaign.id));
  const cookie = `${RECURRING_MANAGE_COOKIE}=${await token(t.db, 'session', email)}`;
  return { giftId: gift!.id, as: { cookie } };
}

export function recurringManageSamples(testApp: TestApp): Record<string, () => Promise<ManageSample>> {
  return {
    'POST /api/manage-recurring/request': async () => ({ body: { email: `${unique('ask')}@example.com` } }),
    'POST /api/manage-recurring/redeem': async () => ({
      body: { token: await token(testApp().db, 'link', `${unique('link')}@example.com`) },
    }),
    'GET /api/manage-recurring/gifts': async () => ({ as: (await sessionWithGift(testApp())).as }),
    'PATCH /api/manage-recurring/gifts/:id': async () => {
      const { giftId, as } = await sessionWithGift(testApp());
      return { as, url: `/api/manage-recurring/gifts/${giftId}`, body: { action: 'pause' } };
    },
    'PUT /api/manage-recurring/gifts/:id/amount': async () => {
      const { giftId, as } = await sessionWithGift(testApp());
      return { as, url: `/api/manage-recurring/gifts/${giftId}/amount`, body: { amount: 2_000 } };
    },
    'POST /api/manage-recurring/gifts/:id/card-setup': async () => {
      const { giftId, as } = await sessionWithGift(testApp());
      return { as, url: `/api/manage-recurring/gifts/${giftId}/card-setup` };
    },
    'PUT /api/manage-recurring/gifts/:id/card': async () => {
      const t = testApp();
      const { giftId, as } = await sessionWithGift(t);
      const url = `/api/manage-recurring/gifts/${giftId}`;
      const setup = await t.app.inject({ method: 'POST', url: `${url}/card-setup`, headers: as });
      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/confirm-setup',
        payload: {
          clientSecret: setup.json().clientSecret,
          card: { number: '5555555555554444', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' },
        },
      });
      return { as, url: `${url}/card`, body: { stripePaymentMethodId: confirmed.json().paymentMethodId } };
    },
    'DELETE /api/manage-recurring/session': async () => ({ as: (await sessionWithGift(testApp())).as }),
  };
}
