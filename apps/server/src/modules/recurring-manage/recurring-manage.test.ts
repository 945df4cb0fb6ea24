import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  RECURRING_MANAGE_COOKIE,
  RECURRING_MANAGE_COOKIE_PATH,
  paymentMethodMessages,
  recurringManageMessages as m,
  recurringMessages,
} from '@causeway/contracts';
import type { DatabaseHandle } from '../../db/client';
import { mailOutbox, recurringDonations, recurringManageTokens, sandboxCards } from '../../db/schema';
import { pruneExpiredRows } from '../../jobs/prune';
import { buildPaymentsTestApp } from '../../test/build-test-app';
import { donate } from '../../test/donate';
import { makeCampaign, signIn, unique } from '../../test/factories';
import type { Payments } from '../payments/create-payments';
import { applyPaymentEvent } from '../payments/payment-events';
import { chargeDueRenewals } from '../recurring/renewals.service';
import { hashManageToken } from './recurring-manage.service';

let database: DatabaseHandle;
let app: FastifyInstance;
let payments: Payments;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, database, payments, close } = await buildPaymentsTestApp({
    rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } },
  }));
});
afterAll(() => close());

const db = () => database.db;
// Each test asks from its own client address, so the per-address limit is met only where a test means to.
let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

const requestLink = (email: string, ip = nextIp()) =>
  app.inject({ method: 'POST', url: '/api/manage-recurring/request', payload: { email }, remoteAddress: ip });
const mailsTo = (address: string) =>
  db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(desc(mailOutbox.id));
const tokenIn = (text: string) => /\/manage-recurring\/([A-Za-z0-9_-]{20,})/.exec(text)?.[1];

/** A guest's monthly gift through the sandbox, on a new campaign. */
async function guestMonthly(email: string, amount = 2_500) {
  const campaign = await makeCampaign(db());
  await donate(
    app,
    {
      campaignId: campaign.id,
      amount,
      interval: 'monthly',
      guestEmail: email,
      guestFirstName: 'Ada',
      guestLastName: 'Lovelace',
    },
    { recurring: true },
  );
  const [gift] = await db().select().from(recurringDonations).where(eq(recurringDonations.campaignId, campaign.id));
  return gift!;
}

/** Asks for the link and takes the token out of the e-mail it sent. */
async function linkFor(email: string) {
  const res = await requestLink(email);
  expect(res.statusCode).toBe(202);
  const [mail] = await mailsTo(email.toLowerCase());
  const token = tokenIn(mail!.textBody);
  expect(token).toBeDefined();
  return token!;
}

const redeem = (token: string, ip = nextIp()) =>
  app.inject({ method: 'POST', url: '/api/manage-recurring/redeem', payload: { token }, remoteAddress: ip });

/** A manage session's cookie header for the address. */
async function sessionFor(email: string) {
  const res = await redeem(await linkFor(email));
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === RECURRING_MANAGE_COOKIE)!;
  return `${RECURRING_MANAGE_COOKIE}=${cookie.value}`;
}

const list = (cookie?: string) =>
  app.inject({ method: 'GET', url: '/api/manage-recurring/gifts', headers: cookie ? { cookie } : {} });
const act = (cookie: string, id: number, action: string) =>
  app.inject({ method: 'PATCH', url: `/api/manage-recurring/gifts/${id}`, payload: { action }, headers: { cookie } });
const setAmount = (cookie: string, id: number, amount: unknown) =>
  app.inject({
    method: 'PUT',
    url: `/api/manage-recurring/gifts/${id}/amount`,
    payload: { amount },
    headers: { cookie },
  });

describe('asking for a link', () => {
  it('answers the same for an address with gifts and one without, and e-mails only the first', async () => {
    const known = `${unique('known')}@example.com`;
    const unknown = `${unique('unknown')}@example.com`;
    await guestMonthly(known);
    const a = await requestLink(known.toUpperCase());
    const b = await requestLink(unknown);
    expect(a.statusCode).toBe(202);
    expect(b.statusCode).toBe(202);
    expect(a.json()).toEqual(b.json());
    expect(a.json()).toEqual({ message: m.requestSent });
    const [mail] = await mailsTo(known);
    expect(mail!.subject).toBe(m.emailSubject);
    expect(mail!.textBody).toContain('http://causeway.test/manage-recurring/');
    expect(await mailsTo(unknown)).toHaveLength(0);
    // Stored by hash only: the token in the e-mail is nowhere in the table.
    const token = tokenIn(mail!.textBody)!;
    const [row] = await db()
      .select()
      .from(recurringManageTokens)
      .where(eq(recurringManageTokens.keyHash, hashManageToken(token)));
    expect(row).toMatchObject({ kind: 'link', email: known, usedAt: null });
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);
  });

  it('refuses an invalid address with a clear 400', async () => {
    const res = await requestLink('not-an-address');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/valid email/i);
  });

  it('is rate-limited per e-mail address and per client address, with the standard message', async () => {
    const email = `${unique('limited')}@example.com`;
    for (let i = 0; i < 3; i++) expect((await requestLink(email)).statusCode).toBe(202);
    const limited = await requestLink(email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(m.tooManyRequests);

    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await requestLink(`${unique('ip')}@example.com`, ip)).statusCode).toBe(202);
    const byIp = await requestLink(`${unique('ip')}@example.com`, ip);
    expect(byIp.statusCode).toBe(429);
    expect(byIp.json().message).toBe(m.tooManyRequests);
  });
});

describe('the link', () => {
  it('works once, and gives a manage session cookie on the manage API path only, never an account session', async () => {
    const email = `${unique('once')}@example.com`;
    await guestMonthly(email);
    const token = await linkFor(email);
    const first = await redeem(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ email });
    const cookie = first.cookies.find((c) => c.name === RECURRING_MANAGE_COOKIE)!;
    expect(cookie).toMatchObject({ path: RECURRING_MANAGE_COOKIE_PATH, httpOnly: true, sameSite: 'Strict' });
    expect(first.cookies.some((c) => c.name === 'causeway_session')).toBe(false);

    const again = await redeem(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(m.linkInvalid);

    // The link signs no one in: the account API knows nothing of the manage session.
    const headers = { cookie: `${RECURRING_MANAGE_COOKIE}=${cookie.value}` };
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toBeNull();
    const own = await app.inject({ method: 'GET', url: '/api/users/me/recurring-donations', headers });
    expect(own.statusCode).toBe(401);
  });

  it('expires after 30 minutes, and a garbled one is refused the same way', async () => {
    const email = `${unique('late')}@example.com`;
    await guestMonthly(email);
    const token = await linkFor(email);
    await db()
      .update(recurringManageTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(recurringManageTokens.keyHash, hashManageToken(token)));
    const late = await redeem(token);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(m.linkInvalid);
    const garbled = await redeem('x'.repeat(43));
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().message).toBe(m.linkInvalid);
    // The prune job removes what has expired.
    await pruneExpiredRows(db());
    const left = await db()
      .select()
      .from(recurringManageTokens)
      .where(eq(recurringManageTokens.keyHash, hashManageToken(token)));
    expect(left).toHaveLength(0);
  });

  it('a session that has expired or never existed answers 401', async () => {
    const email = `${unique('session')}@example.com`;
    await guestMonthly(email);
    const cookie = await sessionFor(email);
    expect((await list()).statusCode).toBe(401);
    expect((await list()).json().message).toBe(m.sessionEnded);
    await db()
      .update(recurringManageTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(and(eq(recurringManageTokens.email, email), eq(recurringManageTokens.kind, 'session')));
    expect((await list(cookie)).statusCode).toBe(401);
  });
});

describe('the manage session', () => {
  it("lists only its address's gifts, and another address's gift is a 404 for every action", async () => {
    const mine = `${unique('mine')}@example.com`;
    const theirs = `${unique('theirs')}@example.com`;
    const gift = await guestMonthly(mine);
    const other = await guestMonthly(theirs);
    const cookie = await sessionFor(mine);
    const res = await list(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(mine);
    expect(res.json().gifts.map((g: { id: number }) => g.id)).toEqual([gift.id]);

    for (const response of [
      await act(cookie, other.id, 'pause'),
      await act(cookie, other.id, 'cancel'),
      await setAmount(cookie, other.id, 5_000),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(recurringMessages.notFound);
    }
    const [untouched] = await db().select().from(recurringDonations).where(eq(recurringDonations.id, other.id));
    expect(untouched).toMatchObject({ status: 'active', amount: other.amount });
  });

  it("includes a registered donor's gifts by their account's address", async () => {
    const donor = await signIn(app, db());
    const campaign = await makeCampaign(db());
    await donate(
      app,
      { campaignId: campaign.id, amount: 1_000, interval: 'monthly' },
      { cookie: donor.cookie, recurring: true },
    );
    const cookie = await sessionFor(donor.user.email);
    const gifts = (await list(cookie)).json().gifts as { campaign: { id: number } }[];
    expect(gifts.map((g) => g.campaign.id)).toEqual([campaign.id]);
  });

  it('pauses, resumes, changes the amount and cancels, telling the provider each time', async () => {
    const email = `${unique('acts')}@example.com`;
    const gift = await guestMonthly(email);
    const cookie = await sessionFor(email);
    const provider = payments.provider;
    const pause = vi.spyOn(provider, 'pauseSubscription');
    const resume = vi.spyOn(provider, 'resumeSubscription');
    const amount = vi.spyOn(provider, 'updateSubscriptionAmount');
    const cancel = vi.spyOn(provider, 'cancelSubscription');
    const sub = gift.providerSubscriptionId!;
    expect(sub).toBeTruthy();

    const paused = await act(cookie, gift.id, 'pause');
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ id: gift.id, status: 'paused', nextPaymentDate: null });
    expect(pause).toHaveBeenCalledWith(sub);
    expect((await act(cookie, gift.id, 'pause')).json().message).toBe(recurringMessages.alreadyPaused);

    const resumed = await act(cookie, gift.id, 'resume');
    expect(resumed.json()).toMatchObject({ status: 'active' });
    expect(resume).toHaveBeenCalledWith(sub);

    const changed = await setAmount(cookie, gift.id, 4_000);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ amount: 4_000 });
    expect(amount).toHaveBeenCalledWith(sub, 4_000, 'monthly', expect.stringContaining('Donation to'));
    const tooSmall = await setAmount(cookie, gift.id, 10);
    expect(tooSmall.statusCode).toBe(400);

    const cancelled = await act(cookie, gift.id, 'cancel');
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(cancel).toHaveBeenCalledWith(sub);
    const [row] = await db().select().from(recurringDonations).where(eq(recurringDonations.id, gift.id));
    expect(row).toMatchObject({ status: 'cancelled', amount: 4_000 });
    expect((await act(cookie, gift.id, 'resume')).statusCode).toBe(409);
    vi.restoreAllMocks();
  });

  it('ends when asked: the cookie no longer works', async () => {
    const email = `${unique('end')}@example.com`;
    await guestMonthly(email);
    const cookie = await sessionFor(email);
    const end = await app.inject({ method: 'DELETE', url: '/api/manage-recurring/session', headers: { cookie } });
    expect(end.statusCode).toBe(200);
    expect(end.json().message).toBe(m.signedOut);
    expect((await list(cookie)).statusCode).toBe(401);
  });
});

describe('recurring receipts', () => {
  it("carry the manage page's link, the first payment's and each renewal's", async () => {
    const email = `${unique('receipt')}@example.com`;
    const gift = await guestMonthly(email);
    await db()
      .update(recurringDonations)
      .set({ nextPaymentDate: new Date(Date.now() - 60_000) })
      .where(eq(recurringDonations.id, gift.id));
    await chargeDueRenewals({
      db: db(),
      applyEvent: (event) =>
        applyPaymentEvent(
          { db: db(), links: { receiptUrl: (id) => `http://causeway.test/r/${id}` } },
          'sandbox',
          event,
        ),
    });
    const receipts = (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Your receipt'));
    expect(receipts).toHaveLength(2);
    for (const receipt of receipts) {
      expect(receipt.textBody).toContain(`${m.receiptLine}\nhttp://causeway.test/manage-recurring`);
    }
  });

  it('a one-time gift’s receipt has no manage link', async () => {
    const email = `${unique('once-only')}@example.com`;
    const campaign = await makeCampaign(db());
    await donate(app, {
      campaignId: campaign.id,
      amount: 1_500,
      guestEmail: email,
      guestFirstName: 'A',
      guestLastName: 'B',
    });
    const [receipt] = await mailsTo(email);
    expect(receipt!.textBody).not.toContain('/manage-recurring');
  });
});

describe('changing the card of a guest’s gift', () => {
  const setupCard = (cookie: string, id: number) =>
    app.inject({ method: 'POST', url: `/api/manage-recurring/gifts/${id}/card-setup`, headers: { cookie } });
  const putCard = (cookie: string, id: number, stripePaymentMethodId: unknown) =>
    app.inject({
      method: 'PUT',
      url: `/api/manage-recurring/gifts/${id}/card`,
      payload: { stripePaymentMethodId },
      headers: { cookie },
    });
  /** A new card confirmed against the gift's setup intent, as the card form does it: its payment method id. */
  async function newCard(cookie: string, id: number, number = '5555555555554444') {
    const setup = await setupCard(cookie, id);
    expect(setup.statusCode).toBe(201);
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm-setup',
      payload: {
        clientSecret: setup.json().clientSecret,
        card: { number, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' },
      },
    });
    expect(confirmed.json()).toMatchObject({ status: 'succeeded' });
    return confirmed.json().paymentMethodId as string;
  }
  const giftRow = async (id: number) =>
    (await db().select().from(recurringDonations).where(eq(recurringDonations.id, id)))[0]!;
  const renewNow = async (id: number) => {
    await db()
      .update(recurringDonations)
      .set({ nextPaymentDate: new Date(Date.now() - 60_000) })
      .where(eq(recurringDonations.id, id));
    return chargeDueRenewals({
      db: db(),
      applyEvent: (event) =>
        applyPaymentEvent({ db: db(), links: { receiptUrl: (r) => `http://causeway.test/r/${r}` } }, 'sandbox', event),
    });
  };

  it('shows the card the gift was given with, and the next renewal charges the new one', async () => {
    const email = `${unique('card')}@example.com`;
    const gift = await guestMonthly(email);
    const cookie = await sessionFor(email);
    const [listed] = (await list(cookie)).json().gifts;
    expect(listed).toMatchObject({ card: { brand: 'visa', last4: '4242' }, cardChangeable: true });

    // The first card stops working: without the change, the renewal would fail.
    await db().update(sandboxCards).set({ behaviour: 'decline' }).where(eq(sandboxCards.id, gift.guestCardId!));
    const moveSubscription = vi.spyOn(payments.provider, 'setDefaultPaymentMethod');
    const paymentMethodId = await newCard(cookie, gift.id);
    const changed = await putCard(cookie, gift.id, paymentMethodId);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: gift.id, card: { brand: 'mastercard', last4: '4444' } });
    expect(moveSubscription).toHaveBeenCalledWith(expect.any(String), paymentMethodId, [gift.providerSubscriptionId]);
    vi.restoreAllMocks();
    expect(await giftRow(gift.id)).toMatchObject({ guestCardId: paymentMethodId, guestCardLast4: '4444' });
    const [notice] = await mailsTo(email);
    expect(notice!.subject).toBe('The card for your recurring gift has changed');
    expect(notice!.textBody).toContain('mastercard card ending in 4444');

    expect(await renewNow(gift.id)).toMatchObject({ charged: 1, failed: 0 });
  });

  it('refuses a card set up for another gift’s customer, and leaves the gift as it was', async () => {
    const mine = `${unique('card-mine')}@example.com`;
    const theirs = `${unique('card-theirs')}@example.com`;
    const gift = await guestMonthly(mine);
    const other = await guestMonthly(theirs);
    const theirCard = await newCard(await sessionFor(theirs), other.id);
    const res = await putCard(await sessionFor(mine), gift.id, theirCard);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(paymentMethodMessages.notYours);
    expect(await giftRow(gift.id)).toMatchObject({ guestCardId: gift.guestCardId, guestCardLast4: '4242' });
  });

  it('answers each gift it cannot change with its reason, and a malformed id with a 400', async () => {
    const email = `${unique('card-rules')}@example.com`;
    const gift = await guestMonthly(email);
    const other = await guestMonthly(`${unique('card-other')}@example.com`);
    const cookie = await sessionFor(email);

    expect((await setupCard(cookie, other.id)).statusCode).toBe(404);
    const malformed = await putCard(cookie, gift.id, 'card-1234');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('stripePaymentMethodId is not a payment method id');
    const noSession = await app.inject({ method: 'POST', url: `/api/manage-recurring/gifts/${gift.id}/card-setup` });
    expect(noSession.statusCode).toBe(401);

    expect((await act(cookie, gift.id, 'cancel')).json()).toMatchObject({ cardChangeable: false });
    const cancelled = await setupCard(cookie, gift.id);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(recurringMessages.cancelledIsFinal);

    // A registered donor's gift charges their wallet: its card is chosen in the donor area.
    const donor = await signIn(app, db());
    await donate(
      app,
      { campaignId: (await makeCampaign(db())).id, amount: 1_000, interval: 'monthly' },
      { cookie: donor.cookie, recurring: true },
    );
    const donorCookie = await sessionFor(donor.user.email);
    const [account] = (await list(donorCookie)).json().gifts;
    expect(account).toMatchObject({ card: null, cardChangeable: false });
    const refused = await setupCard(donorCookie, account.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.accountCard);
  });
});
