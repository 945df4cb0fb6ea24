import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethodMessages } from '@causeway/contracts';
import { paymentMethods, recurringDonations } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { donate } from '../../test/donate';
import { makeCampaign, signIn } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } } });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const expiry = { expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };

/** 'Add card' as the browser does it: a setup intent, the sandbox's confirmSetup, then POST the card. */
async function addCard(cookie: string, number = '5555555555554444') {
  const setup = await call('POST', '/api/payment-methods/setup-intent', cookie);
  expect(setup.statusCode).toBe(201);
  const confirmed = await call('POST', '/api/payments/sandbox/confirm-setup', undefined, {
    clientSecret: setup.json().clientSecret,
    card: { number, ...expiry },
  });
  if (confirmed.json().status !== 'succeeded') return { confirmed, added: undefined };
  const added = await call('POST', '/api/payment-methods', cookie, {
    stripePaymentMethodId: confirmed.json().paymentMethodId,
  });
  return { confirmed, added };
}

const walletOf = async (userId: number) =>
  t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId)).orderBy(paymentMethods.id);

describe('adding a card', () => {
  it('saves a card confirmed by a setup intent; the first card is the default', async () => {
    const { cookie } = await signIn(t.app, t.db);
    const { added } = await addCard(cookie);
    expect(added!.statusCode).toBe(201);
    expect(added!.json()).toEqual({
      id: expect.any(Number),
      brand: 'mastercard',
      last4: '4444',
      expiryMonth: 12,
      expiryYear: expiry.expYear,
      isDefault: true,
    });
    const second = await addCard(cookie, '4000056655665556');
    expect(second.added!.json()).toMatchObject({ last4: '5556', isDefault: false });
    const list = (await call('GET', '/api/payment-methods/user', cookie)).json();
    expect(list.map((c: { last4: string }) => c.last4)).toEqual(['4444', '5556']);
  });

  it('keeps the card even when the browser never reports back (the setup event saves it)', async () => {
    const { cookie, user } = await signIn(t.app, t.db);
    const setup = await call('POST', '/api/payment-methods/setup-intent', cookie);
    await call('POST', '/api/payments/sandbox/confirm-setup', undefined, {
      clientSecret: setup.json().clientSecret,
      card: { number: '4242424242424242', ...expiry },
    });
    expect(await walletOf(user.id)).toHaveLength(1);
  });

  it('saving the same card twice keeps one row', async () => {
    const { cookie, user } = await signIn(t.app, t.db);
    const { confirmed } = await addCard(cookie);
    const again = await call('POST', '/api/payment-methods', cookie, {
      stripePaymentMethodId: confirmed.json().paymentMethodId,
    });
    expect(again.statusCode).toBe(201);
    expect(await walletOf(user.id)).toHaveLength(1);
  });

  it.each([
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
    ['4242424242424241', 'Your card number is invalid.'],
  ])('a setup with %s fails with "%s" and saves nothing', async (number, message) => {
    const { cookie, user } = await signIn(t.app, t.db);
    const { confirmed, added } = await addCard(cookie, number);
    expect(confirmed.json()).toEqual({ status: 'failed', message });
    expect(added).toBeUndefined();
    expect(await walletOf(user.id)).toHaveLength(0);
  });

  it("refuses another donor's card id and an id no setup produced, changing nothing", async () => {
    const owner = await signIn(t.app, t.db);
    const { confirmed } = await addCard(owner.cookie);
    const thief = await signIn(t.app, t.db);
    for (const id of [confirmed.json().paymentMethodId, 'pm_sandbox_doesnotexist']) {
      const res = await call('POST', '/api/payment-methods', thief.cookie, { stripePaymentMethodId: id });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(paymentMethodMessages.notYours);
    }
    expect(await walletOf(thief.user.id)).toHaveLength(0);
    expect(await walletOf(owner.user.id)).toHaveLength(1);
  });

  it('validates the body and needs a session', async () => {
    const { cookie } = await signIn(t.app, t.db);
    const bad = await call('POST', '/api/payment-methods', cookie, { stripePaymentMethodId: 'card_123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('stripePaymentMethodId is not a payment method id');
    const missing = await call('POST', '/api/payment-methods', cookie, {});
    expect(missing.json().message).toBe('stripePaymentMethodId is required');
    expect((await call('POST', '/api/payment-methods/setup-intent')).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/payment-methods', undefined, { stripePaymentMethodId: 'pm_x12' })).statusCode,
    ).toBe(401);
  });

  it('a setup client secret cannot pay a donation, nor a payment secret set up a card', async () => {
    const { cookie } = await signIn(t.app, t.db);
    const setup = await call('POST', '/api/payment-methods/setup-intent', cookie);
    const pay = await call('POST', '/api/payments/sandbox/confirm', undefined, {
      clientSecret: setup.json().clientSecret,
      card: { number: '4242424242424242', ...expiry },
    });
    expect(pay.statusCode).toBe(404);
  });
});

describe('default card and removal', () => {
  /** A donor whose monthly gift pays with a first card, plus a second card added later. */
  async function donorWithGift() {
    const donor = await signIn(t.app, t.db);
    const c = await makeCampaign(t.db);
    await donate(
      t.app,
      { campaignId: c.id, amount: 1_500, interval: 'monthly' },
      { cookie: donor.cookie, recurring: true },
    );
    const [first] = await walletOf(donor.user.id);
    const { added } = await addCard(donor.cookie);
    const [gift] = await t.db.select().from(recurringDonations).where(eq(recurringDonations.userId, donor.user.id));
    return { ...donor, first: first!, second: added!.json() as { id: number }, gift: gift! };
  }

  it('refuses to remove the card a recurring gift charges, with a message saying what to do', async () => {
    const { cookie, first, gift, user } = await donorWithGift();
    expect(gift.paymentMethodId).toBe(first.id);
    const res = await call('DELETE', `/api/payment-methods/${first.id}`, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(paymentMethodMessages.usedByRecurring);
    expect(await walletOf(user.id)).toHaveLength(2);
  });

  it('setting a default moves recurring gifts to it; then the old card can be removed', async () => {
    const { cookie, first, second, gift, user } = await donorWithGift();
    const res = await call('PUT', `/api/payment-methods/${second.id}/default`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: second.id, isDefault: true });
    const wallet = await walletOf(user.id);
    expect(wallet.map((c) => [c.id, c.isDefault])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
    const [moved] = await t.db.select().from(recurringDonations).where(eq(recurringDonations.id, gift.id));
    expect(moved!.paymentMethodId).toBe(second.id);

    const removed = await call('DELETE', `/api/payment-methods/${first.id}`, cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: paymentMethodMessages.removed });
    expect((await walletOf(user.id)).map((c) => c.id)).toEqual([second.id]);
  });

  it('a cancelled gift holds no card; removing the default promotes the newest other card', async () => {
    const { cookie, first, second, gift, user } = await donorWithGift();
    await call('DELETE', `/api/recurring-donations/${gift.id}`, cookie);
    const third = (await addCard(cookie, '4000056655665556')).added!.json() as { id: number };
    expect((await call('DELETE', `/api/payment-methods/${first.id}`, cookie)).statusCode).toBe(200);
    const wallet = await walletOf(user.id);
    expect(wallet.find((c) => c.isDefault)!.id).toBe(third.id);
    expect(wallet.map((c) => c.id)).toEqual([second.id, third.id]);
  });

  it("another donor's card is a 404 for default and delete, and nothing changes", async () => {
    const { first, user } = await donorWithGift();
    const other = await signIn(t.app, t.db);
    for (const [method, url] of [
      ['PUT', `/api/payment-methods/${first.id}/default`],
      ['DELETE', `/api/payment-methods/${first.id}`],
      ['PUT', '/api/payment-methods/999999999/default'],
    ] as const) {
      const res = await call(method, url, other.cookie);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe(paymentMethodMessages.notFound);
    }
    expect((await call('DELETE', '/api/payment-methods/abc', other.cookie)).statusCode).toBe(400);
    expect((await call('DELETE', `/api/payment-methods/${first.id}`)).statusCode).toBe(401);
    const wallet = await walletOf(user.id);
    expect(wallet).toHaveLength(2);
    expect(wallet.find((c) => c.id === first.id)!.isDefault).toBe(true);
  });
});
