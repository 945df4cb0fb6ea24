import { addDays } from '@causeway/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, donations, paymentMethods, recurringDonations, users } from '../../db/schema';
import { createIntent, guest } from '../../test/donate';
import { makeCampaign, makeUser } from '../../test/factories';
import type { StripeStandIn } from '../../test/stripe-stand-in';
import { buildStripeTestApp, stripeTestKeys, type StripeTestApp } from '../../test/stripe-test-app';

let t: StripeTestApp;
let stand: StripeStandIn;
beforeAll(async () => {
  t = await buildStripeTestApp({ rateLimits: { donations: { limit: 1_000, windowSeconds: 60 } } });
  stand = t.stand;
});
afterAll(() => t.close());

const webhook = (event: object, secret?: string) => t.deliver(event, secret);
const succeededEvent = (id: string, paymentIntentId: string) => ({
  id,
  object: 'event',
  type: 'payment_intent.succeeded',
  created: Math.floor(Date.now() / 1000),
  data: { object: { id: paymentIntentId, object: 'payment_intent', status: 'succeeded', amount: 2_500, metadata: {} } },
});

describe('Stripe mode', () => {
  it('tells the browser to use Stripe with the publishable key, and offers no sandbox endpoints', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/config' })).json()).toMatchObject({
      provider: 'stripe',
      publishableKey: stripeTestKeys.STRIPE_PUBLISHABLE_KEY,
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

describe('Stripe mode: the donor area tells Stripe', () => {
  /** A donor with a Stripe customer, a saved card and a monthly gift backed by a Stripe subscription. */
  async function stripeDonor() {
    const user = await makeUser(t.db);
    const customer = `cus_${user.id}`;
    await t.db.update(users).set({ providerCustomerId: customer }).where(eq(users.id, user.id));
    const [card] = await t.db
      .insert(paymentMethods)
      .values({
        userId: user.id,
        provider: 'stripe',
        providerPaymentMethodId: `pm_first_${user.id}`,
        brand: 'visa',
        last4: '4242',
        expiryMonth: 1,
        expiryYear: 2031,
        isDefault: true,
      })
      .returning();
    const c = await makeCampaign(t.db);
    const subscription = `sub_${user.id}`;
    const [gift] = await t.db
      .insert(recurringDonations)
      .values({
        userId: user.id,
        campaignId: c.id,
        paymentMethodId: card!.id,
        amount: 1_000,
        interval: 'monthly',
        provider: 'stripe',
        providerSubscriptionId: subscription,
        nextPaymentDate: addDays(new Date(), 1),
      })
      .returning();
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: user });
    const cookie = `causeway_session=${login.cookies.find((k) => k.name === 'causeway_session')!.value}`;
    const send = (method: 'PATCH' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { cookie } });
    return { user, customer, card: card!, gift: gift!, subscription, send };
  }

  it('pause, resume, a new amount and cancel each reach the subscription', async () => {
    const { gift, subscription, send } = await stripeDonor();
    const updates = () => stand.requestsTo('POST', `/v1/subscriptions/${subscription}`);
    expect((await send('PATCH', `/api/recurring-donations/${gift.id}`, { action: 'pause' })).statusCode).toBe(200);
    expect(updates().at(-1)!.params).toEqual({ pause_collection: { behavior: 'void' } });
    await send('PATCH', `/api/recurring-donations/${gift.id}`, { action: 'resume' });
    expect(updates().at(-1)!.params).toEqual({ pause_collection: '' });
    await send('PUT', `/api/recurring-donations/${gift.id}/amount`, { amount: 2_500 });
    expect(updates().at(-1)!.params).toMatchObject({
      proration_behavior: 'none',
      items: [{ id: 'si_standin', price_data: { unit_amount: '2500', recurring: { interval: 'month' } } }],
    });
    expect((await send('DELETE', `/api/recurring-donations/${gift.id}`)).json().status).toBe('cancelled');
    expect(stand.requestsTo('DELETE', `/v1/subscriptions/${subscription}`)).toHaveLength(1);
  });

  it('a refusal from Stripe leaves the gift as it was', async () => {
    const { gift, subscription, send } = await stripeDonor();
    stand.override('POST', new RegExp(`^/v1/subscriptions/${subscription}$`), {
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'No such subscription' } },
    });
    const res = await send('PATCH', `/api/recurring-donations/${gift.id}`, { action: 'pause' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe('The payment provider is unavailable. Please try again in a moment.');
    const [row] = await t.db.select().from(recurringDonations).where(eq(recurringDonations.id, gift.id));
    expect(row!.status).toBe('active');
  });

  it('adds a card confirmed by a setup intent, makes it the default for the customer and the subscription', async () => {
    const { customer, subscription, send, user } = await stripeDonor();
    const setup = await send('POST', '/api/payment-methods/setup-intent');
    expect(setup.json().clientSecret).toMatch(/^seti_/);
    expect(stand.requestsTo('POST', '/v1/setup_intents').at(-1)!.params).toMatchObject({ customer });
    stand.override('GET', /^\/v1\/payment_methods\/pm_new_card$/, {
      status: 200,
      body: {
        id: 'pm_new_card',
        object: 'payment_method',
        type: 'card',
        customer,
        card: { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2032 },
      },
    });
    const added = await send('POST', '/api/payment-methods', { stripePaymentMethodId: 'pm_new_card' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ brand: 'mastercard', last4: '4444', isDefault: false });

    await send('PUT', `/api/payment-methods/${added.json().id}/default`);
    expect(stand.requestsTo('POST', `/v1/customers/${customer}`).at(-1)!.params).toEqual({
      invoice_settings: { default_payment_method: 'pm_new_card' },
    });
    expect(stand.requestsTo('POST', `/v1/subscriptions/${subscription}`).at(-1)!.params).toEqual({
      default_payment_method: 'pm_new_card',
    });
    const wallet = await t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id));
    expect(wallet.find((c) => c.isDefault)!.providerPaymentMethodId).toBe('pm_new_card');
  });

  it('removing a card detaches it at Stripe', async () => {
    const { gift, card, send } = await stripeDonor();
    await send('DELETE', `/api/recurring-donations/${gift.id}`);
    expect((await send('DELETE', `/api/payment-methods/${card.id}`)).statusCode).toBe(200);
    expect(stand.requestsTo('POST', `/v1/payment_methods/${card.providerPaymentMethodId}/detach`)).toHaveLength(1);
  });
});
