import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, donations, paymentMethods, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createIntent, guest } from '../../test/donate';
import { makeCampaign, makeUser } from '../../test/factories';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in';

const webhookSecret = 'whsec_causeway_test';
let t: TestApp;
let stand: StripeStandIn;
beforeAll(async () => {
  stand = await startStripeStandIn();
  t = await buildTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_causeway',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_causeway',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: stand.url,
    },
    rateLimits: { donations: { limit: 1_000, windowSeconds: 60 } },
  });
});
afterAll(async () => {
  await t.close();
  await stand.close();
});

function webhook(event: object, secret = webhookSecret) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}
const succeededEvent = (id: string, paymentIntentId: string) => ({
  id,
  object: 'event',
  type: 'payment_intent.succeeded',
  created: Math.floor(Date.now() / 1000),
  data: { object: { id: paymentIntentId, object: 'payment_intent', status: 'succeeded', amount: 2_500, metadata: {} } },
});

describe('Stripe mode', () => {
  it('tells the browser to use Stripe with the publishable key, and offers no sandbox endpoints', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/config' })).json()).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_causeway',
    });
    const sandbox = await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/confirm', payload: {} });
    expect(sandbox.statusCode).toBe(404);
  });

  it('creates the PaymentIntent at Stripe and moves the donation only on the signed webhook', async () => {
    const c = await makeCampaign(t.db);
    const intent = await createIntent(t.app, { campaignId: c.id, amount: 2_500, ...guest });
    expect(intent.statusCode).toBe(201);
    expect(intent.json().clientSecret).toMatch(/_secret_standin$/);
    const [sent] = stand.requestsTo('POST', '/v1/payment_intents').slice(-1);
    expect(sent!.params).toMatchObject({
      amount: '2500',
      currency: 'usd',
      metadata: { causeway_donation_id: String(intent.json().donationId) },
    });
    expect(sent!.idempotencyKey).toBe(`causeway-donation-${intent.json().donationId}-pi`);

    const [row] = await t.db.select().from(donations).where(eq(donations.id, intent.json().donationId));
    expect(row).toMatchObject({ status: 'pending', provider: 'stripe' });

    const forged = await webhook(succeededEvent('evt_forged', row!.paymentIntentId!), 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    const ok = await webhook(succeededEvent('evt_ok_1', row!.paymentIntentId!));
    expect(ok.statusCode).toBe(200);
    const replay = await webhook(succeededEvent('evt_ok_1', row!.paymentIntentId!));
    expect(replay.json()).toMatchObject({ received: true, result: 'duplicate' });
    const [after] = await t.db.select().from(donations).where(eq(donations.id, row!.id));
    expect(after!.status).toBe('succeeded');
    const [campaign] = await t.db.select().from(campaigns).where(eq(campaigns.id, c.id));
    expect(campaign).toMatchObject({ amountRaised: 2_500, donorCount: 1 });
  });

  it('pays with a saved card: creates the intent, records it, then confirms it with the card', async () => {
    const user = await makeUser(t.db);
    await t.db.update(users).set({ providerCustomerId: 'cus_saved' }).where(eq(users.id, user.id));
    const [card] = await t.db
      .insert(paymentMethods)
      .values({
        userId: user.id,
        provider: 'stripe',
        providerPaymentMethodId: 'pm_saved_visa',
        brand: 'visa',
        last4: '4242',
        expiryMonth: 1,
        expiryYear: 2031,
        isDefault: true,
      })
      .returning();
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: user });
    const cookie = `causeway_session=${login.cookies.find((c) => c.name === 'causeway_session')!.value}`;
    stand.override('POST', /^\/v1\/payment_intents\/[^/]+\/confirm$/, (r, m) => ({
      status: 200,
      body: {
        id: m[0].split('/')[3],
        object: 'payment_intent',
        status: 'succeeded',
        client_secret: 'x_secret_y',
        amount: 1_000,
      },
    }));
    const c = await makeCampaign(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/donations',
      payload: { campaignId: c.id, amount: 1_000, paymentMethodId: card!.id },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'succeeded' });
    const [confirm] = stand.requestsTo('POST', /\/confirm$/).slice(-1);
    expect(confirm!.params).toMatchObject({
      payment_method: 'pm_saved_visa',
      return_url: 'http://causeway.test/donation-success',
    });
    const [row] = await t.db.select().from(donations).where(eq(donations.id, res.json().donationId));
    expect(confirm!.path).toBe(`/v1/payment_intents/${row!.paymentIntentId}/confirm`);
    // The money moves only when Stripe's webhook says so.
    expect(row!.status).toBe('pending');
  });
});
