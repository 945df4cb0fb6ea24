import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, donations, paymentMethods, recurringDonations, sandboxCards } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { donate } from '../../test/donate';
import { makeCampaign, signIn } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } } });
});
afterAll(() => t.close());

/** A signed-in donor with one saved card (saved while giving once with `card`). */
async function donorWithCard(card = '4242424242424242') {
  const { user, cookie } = await signIn(t.app, t.db);
  const first = await makeCampaign(t.db);
  await donate(t.app, { campaignId: first.id, amount: 500, savePaymentMethod: true }, { cookie });
  const [saved] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id));
  if (card !== '4242424242424242') {
    const behaviour = card === '4000000000000002' ? 'decline' : 'authenticate';
    await t.db.update(sandboxCards).set({ behaviour }).where(eq(sandboxCards.id, saved!.providerPaymentMethodId));
  }
  return { user, cookie, cardId: saved!.id };
}
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const raised = async (id: number) => (await t.db.select().from(campaigns).where(eq(campaigns.id, id)))[0]!.amountRaised;

describe('POST /api/donations (saved card)', () => {
  it('charges the donor’s saved card at once', async () => {
    const { cookie, cardId, user } = await donorWithCard();
    const c = await makeCampaign(t.db);
    const res = await post(
      '/api/donations',
      { campaignId: c.id, amount: 3_000, paymentMethodId: cardId, anonymousDonation: true },
      cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'succeeded', totalAmount: 3_000 });
    const [row] = await t.db.select().from(donations).where(eq(donations.id, res.json().donationId));
    expect(row).toMatchObject({ status: 'succeeded', userId: user.id, anonymous: true });
    expect(await raised(c.id)).toBe(3_000);
  });

  it('needs a signed-in donor (401) and answers 404 for another donor’s card', async () => {
    const owner = await donorWithCard();
    const other = await donorWithCard();
    const c = await makeCampaign(t.db);
    const body = { campaignId: c.id, amount: 1_000, paymentMethodId: owner.cardId };
    expect((await post('/api/donations', body)).statusCode).toBe(401);
    const stolen = await post('/api/donations', body, other.cookie);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe('Payment method not found');
    expect(await t.db.select().from(donations).where(eq(donations.campaignId, c.id))).toHaveLength(0);
  });

  it('reports a declined saved card and changes no total', async () => {
    const { cookie, cardId } = await donorWithCard('4000000000000002');
    const c = await makeCampaign(t.db);
    const res = await post('/api/donations', { campaignId: c.id, amount: 1_000, paymentMethodId: cardId }, cookie);
    expect(res.json()).toMatchObject({ status: 'failed', message: 'Your card was declined.' });
    expect(await raised(c.id)).toBe(0);
  });

  it('hands back a 3-D Secure step for a card that needs it', async () => {
    const { cookie, cardId } = await donorWithCard('4000002500003155');
    const c = await makeCampaign(t.db);
    const res = await post('/api/donations', { campaignId: c.id, amount: 1_000, paymentMethodId: cardId }, cookie);
    expect(res.json().status).toBe('requires_action');
    const token = res.json().nextActionUrl.split('/').pop();
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/authenticate',
      payload: { token, outcome: 'approve' },
    });
    expect(await raised(c.id)).toBe(1_000);
  });

  it('cancels and removes the unpaid step-1 donation it replaces, but only the donor’s own', async () => {
    const { cookie, cardId } = await donorWithCard();
    const other = await donorWithCard();
    const c = await makeCampaign(t.db);
    const stepOne = await t.app.inject({
      method: 'POST',
      url: '/api/donations/create-payment-intent',
      payload: { campaignId: c.id, amount: 2_000 },
      headers: { cookie },
    });
    const replaced = stepOne.json();
    const foreign = await post(
      '/api/donations',
      { campaignId: c.id, amount: 2_000, paymentMethodId: other.cardId, replacesDonationId: replaced.donationId },
      other.cookie,
    );
    expect(foreign.json().status).toBe('succeeded');
    expect(await t.db.select().from(donations).where(eq(donations.id, replaced.donationId))).toHaveLength(1);

    const res = await post(
      '/api/donations',
      { campaignId: c.id, amount: 2_000, paymentMethodId: cardId, replacesDonationId: replaced.donationId },
      cookie,
    );
    expect(res.json().status).toBe('succeeded');
    expect(await t.db.select().from(donations).where(eq(donations.id, replaced.donationId))).toHaveLength(0);
    // The replaced intent can no longer be paid.
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      payload: {
        clientSecret: replaced.clientSecret,
        card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
      },
    });
    expect(late.statusCode).toBe(409);
    expect(await raised(c.id)).toBe(4_000);
  });

  it('applies the same campaign rules as any donation', async () => {
    const { cookie, cardId } = await donorWithCard();
    const paused = await makeCampaign(t.db, { status: 'paused' });
    const res = await post('/api/donations', { campaignId: paused.id, amount: 1_000, paymentMethodId: cardId }, cookie);
    expect(res.statusCode).toBe(409);
    const tooSmall = await post(
      '/api/donations',
      { campaignId: paused.id, amount: 50, paymentMethodId: cardId },
      cookie,
    );
    expect(tooSmall.json().message).toBe('Minimum donation amount is $1');
  });
});

describe('POST /api/recurring-donations (saved card)', () => {
  it('starts an active recurring gift charged to the saved card', async () => {
    const { cookie, cardId, user } = await donorWithCard();
    const c = await makeCampaign(t.db);
    const res = await post(
      '/api/recurring-donations',
      { campaignId: c.id, amount: 1_500, interval: 'yearly', paymentMethodId: cardId },
      cookie,
    );
    expect(res.json().status).toBe('succeeded');
    const [gift] = await t.db
      .select()
      .from(recurringDonations)
      .where(sql`${recurringDonations.userId} = ${user.id} and ${recurringDonations.campaignId} = ${c.id}`);
    expect(gift).toMatchObject({ status: 'active', interval: 'yearly', amount: 1_500 });
    expect(await raised(c.id)).toBe(1_500);
  });

  it('needs an interval', async () => {
    const { cookie, cardId } = await donorWithCard();
    const c = await makeCampaign(t.db);
    const res = await post(
      '/api/recurring-donations',
      { campaignId: c.id, amount: 1_500, paymentMethodId: cardId },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select a recurring interval');
  });
});

describe('GET /api/payment-methods/user', () => {
  it("lists only the signed-in donor's own cards, never a card number", async () => {
    const { cookie, cardId } = await donorWithCard();
    await donorWithCard();
    const res = await t.app.inject({ method: 'GET', url: '/api/payment-methods/user', headers: { cookie } });
    expect(res.json()).toEqual([
      { id: cardId, brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: expect.any(Number), isDefault: true },
    ]);
    expect(res.body).not.toContain('4242424242424242');
    expect((await t.app.inject({ method: 'GET', url: '/api/payment-methods/user' })).statusCode).toBe(401);
  });
});
