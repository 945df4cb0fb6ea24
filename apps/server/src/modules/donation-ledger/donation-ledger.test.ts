import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationLedgerMessages, type LedgerDonationDetail, type LedgerPage } from '@causeway/contracts';
import type { DatabaseHandle } from '../../db/client';
import { donations, users } from '../../db/schema';
import { confirmCard, createIntent, donate, guest } from '../../test/donate';
import { makeCampaign, makeDonation, makeUser, signIn, unique } from '../../test/factories';
import { buildPaymentsTestApp } from '../../test/build-test-app';
import type { Payments } from '../payments/create-payments';
import type { PaymentEvent } from '../payments/payment-provider';
import type { FastifyInstance } from 'fastify';

// The app is built here with its payments in hand, so a test can send provider events (a refund, a replay)
// through the same applyEvent the sandbox and the webhook use, and see them on the timeline.
let database: DatabaseHandle;
let app: FastifyInstance;
let payments: Payments;
let close: () => Promise<void>;
let admin: string;
let donor: string;
const ids: Record<string, number> = {};
let campaignA: { id: number; title: string };
let campaignB: { id: number; title: string };

beforeAll(async () => {
  ({ app, database, payments, close } = await buildPaymentsTestApp({
    rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } },
  }));
  admin = (await signIn(app, database.db, 'admin')).cookie;
  donor = (await signIn(app, database.db, 'donor')).cookie;
});
afterAll(() => close());

/** As the administrator, unless another cookie (or null: signed out) is given. */
const get = (url: string, cookie: string | null = admin) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
async function list(query: string) {
  const res = await get(`/api/admin/donations${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return { page: res.json() as LedgerPage, header: res.headers['x-total-count'] };
}
const idsOf = (page: LedgerPage) => page.items.map((item) => item.id);
const named = (...keys: string[]) => keys.map((key) => ids[key]!);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

async function person(firstName: string, lastName: string, email: string) {
  const user = await makeUser(database.db, { email });
  await database.db.update(users).set({ firstName, lastName }).where(eq(users.id, user.id));
  return user.id;
}

/**
 * The list's fixture, one donation per way to be found:
 *   alice  registered Alice Quill, campaign A, 5,000, succeeded, one-time, sandbox, 2026-01-10, receipt 900001
 *   gus    guest Gus Hollow, campaign B, 12,000, failed, one-time, stripe, 2026-01-15
 *   bea    registered Bea Stone, campaign A, 300 (+ 30 fee), refunded, recurring, stripe, 2026-02-01, pi_ledger_findme
 *   zed    guest Zed Pending, campaign B, 80,000, pending, recurring, sandbox, 2026-02-20 23:30
 */
describe('GET /api/admin/donations', () => {
  beforeAll(async () => {
    const db = database.db;
    campaignA = await makeCampaign(db, { title: 'Ledger Wells' });
    campaignB = await makeCampaign(db, { title: 'Ledger Schools' });
    const at = (iso: string) => new Date(iso);
    ids.alice = (
      await makeDonation(db, {
        campaignId: campaignA.id,
        userId: await person('Alice', 'Quill', 'alice.quill@ledger.test'),
        amount: 5_000,
        provider: 'sandbox',
        receiptNumber: 900_001,
        createdAt: at('2026-01-10T12:00:00Z'),
        succeededAt: at('2026-01-10T12:00:00Z'),
      })
    ).id;
    ids.gus = (
      await makeDonation(db, {
        campaignId: campaignB.id,
        guestEmail: 'gus@guests.test',
        guestFirstName: 'Gus',
        guestLastName: 'Hollow',
        amount: 12_000,
        status: 'failed',
        provider: 'stripe',
        createdAt: at('2026-01-15T08:00:00Z'),
      })
    ).id;
    ids.bea = (
      await makeDonation(db, {
        campaignId: campaignA.id,
        userId: await person('Bea', 'Stone', 'bea@ledger.test'),
        amount: 300,
        feeAmount: 30,
        status: 'refunded',
        donationType: 'recurring',
        provider: 'stripe',
        paymentIntentId: 'pi_ledger_findme',
        createdAt: at('2026-02-01T00:00:00Z'),
      })
    ).id;
    ids.zed = (
      await makeDonation(db, {
        campaignId: campaignB.id,
        guestEmail: 'zed@guests.test',
        guestFirstName: 'Zed',
        guestLastName: 'Pending',
        amount: 80_000,
        status: 'pending',
        donationType: 'recurring',
        provider: 'sandbox',
        createdAt: at('2026-02-20T23:30:00Z'),
      })
    ).id;
  });

  it('is for administrators only: 401 signed out, 403 for a donor', async () => {
    expect((await get('/api/admin/donations', null)).statusCode).toBe(401);
    expect((await get('/api/admin/donations', donor)).statusCode).toBe(403);
    expect((await get(`/api/admin/donations/${ids.alice}`, null)).statusCode).toBe(401);
    expect((await get(`/api/admin/donations/${ids.alice}`, donor)).statusCode).toBe(403);
  });

  it('lists every donation of every status, newest first, with its donor, campaign and total', async () => {
    const { page, header } = await list('');
    expect(idsOf(page)).toEqual(named('zed', 'bea', 'gus', 'alice'));
    expect(header).toBe('4');
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(page.items.find((item) => item.id === ids.alice)).toEqual({
      id: ids.alice,
      createdAt: '2026-01-10T12:00:00.000Z',
      userId: expect.any(Number),
      isGuest: false,
      firstName: 'Alice',
      lastName: 'Quill',
      email: 'alice.quill@ledger.test',
      campaign: { id: campaignA.id, title: 'Ledger Wells' },
      amount: 5_000,
      feeAmount: 0,
      currency: 'usd',
      status: 'succeeded',
      donationType: 'one_time',
      provider: 'sandbox',
      receiptNumber: 900_001,
      refundedAmount: 0,
      offlineMethod: null,
      fundraiser: null,
    });
    expect(page.items.find((item) => item.id === ids.gus)).toMatchObject({
      userId: null,
      isGuest: true,
      firstName: 'Gus',
      lastName: 'Hollow',
      email: 'gus@guests.test',
      campaign: { id: campaignB.id, title: 'Ledger Schools' },
      receiptNumber: null,
    });
    expect(page.items.find((item) => item.id === ids.bea)).toMatchObject({ amount: 300, feeAmount: 30 });
  });

  it.each([
    ['a registered donor by first name', 'q=alic', ['alice']],
    ['a registered donor by last name, any case', 'q=STONE', ['bea']],
    ["a registered donor by the account's e-mail", 'q=alice.quill@ledger', ['alice']],
    ['a guest by first name', 'q=Gus', ['gus']],
    ['a guest by last name', 'q=pendin', ['zed']],
    ["a guest by the gift's e-mail", 'q=zed@guests.test', ['zed']],
    ['every guest by a shared domain', 'q=guests.test', ['gus', 'zed']],
    ['the exact receipt number', 'q=900001', ['alice']],
    ['the exact payment intent id', 'q=pi_ledger_findme', ['bea']],
    ['nothing for a partial receipt number', 'q=90000', []],
    ['nothing for a partial payment intent id', 'q=pi_ledger', []],
    ['nothing for a wildcard taken literally', 'q=%25', []],
  ])('searches %s', async (_, query, keys) => {
    const { page, header } = await list(query);
    expect(sorted(idsOf(page))).toEqual(sorted(named(...keys)));
    expect(header).toBe(String(keys.length));
  });

  it.each([
    ['status', 'status=succeeded', ['alice']],
    ['status failed', 'status=failed', ['gus']],
    ['status refunded', 'status=refunded', ['bea']],
    ['status pending', 'status=pending', ['zed']],
    ['campaign', () => `campaignId=${campaignA.id}`, ['alice', 'bea']],
    ['type one-time', 'type=one_time', ['alice', 'gus']],
    ['type recurring', 'type=recurring', ['bea', 'zed']],
    ['provider stripe', 'provider=stripe', ['gus', 'bea']],
    ['provider sandbox', 'provider=sandbox', ['alice', 'zed']],
    ['from a day, that day included', 'from=2026-01-15', ['gus', 'bea', 'zed']],
    ['to a day, the whole day included', 'to=2026-02-20', ['alice', 'gus', 'bea', 'zed']],
    ['to the day before', 'to=2026-02-19', ['alice', 'gus', 'bea']],
    ['a date range', 'from=2026-01-11&to=2026-02-01', ['gus', 'bea']],
    ['a minimum amount, included', 'minAmount=12000', ['gus', 'zed']],
    ['a maximum amount, included', 'maxAmount=5000', ['alice', 'bea']],
    ['an amount range', 'minAmount=301&maxAmount=79999', ['alice', 'gus']],
    ['several filters together', 'type=recurring&provider=stripe&q=bea', ['bea']],
    ['a search and a filter that exclude each other', 'q=gus&status=succeeded', []],
  ])('filters by %s', async (_, query, keys) => {
    const { page, header } = await list(typeof query === 'function' ? query() : query);
    expect(sorted(idsOf(page))).toEqual(sorted(named(...keys)));
    expect(header).toBe(String(keys.length));
  });

  it('sorts by date and by amount, both ways', async () => {
    expect(idsOf((await list('sort=date_desc')).page)).toEqual(named('zed', 'bea', 'gus', 'alice'));
    expect(idsOf((await list('sort=date_asc')).page)).toEqual(named('alice', 'gus', 'bea', 'zed'));
    expect(idsOf((await list('sort=amount_desc')).page)).toEqual(named('zed', 'gus', 'alice', 'bea'));
    expect(idsOf((await list('sort=amount_asc')).page)).toEqual(named('bea', 'alice', 'gus', 'zed'));
  });

  it('pages with limit, the total in X-Total-Count on every page, past the last one too', async () => {
    const first = await list('limit=3&sort=date_asc');
    expect(idsOf(first.page)).toEqual(named('alice', 'gus', 'bea'));
    expect(first.header).toBe('4');
    expect(first.page).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    const second = await list('limit=3&page=2&sort=date_asc');
    expect(idsOf(second.page)).toEqual(named('zed'));
    expect(second.header).toBe('4');
    const past = await list('limit=3&page=3');
    expect(past.page.items).toEqual([]);
    expect(past.header).toBe('4');
    expect(past.page.total).toBe(4);
  });

  it.each([
    ['status=paid', 'status', 'status must be one of: pending, succeeded, failed, refunded'],
    ['type=monthly', 'type', 'type must be one of: one_time, recurring'],
    ['provider=paypal', 'provider', 'provider must be one of: sandbox, stripe, offline'],
    ['sort=name', 'sort', 'sort must be one of: date_desc, date_asc, amount_desc, amount_asc'],
    ['campaignId=abc', 'campaignId', 'campaignId must be a campaign id'],
    ['campaignId=0', 'campaignId', 'campaignId must be a campaign id'],
    ['from=2026-02-30', 'from', 'from must be a date (YYYY-MM-DD)'],
    ['to=yesterday', 'to', 'to must be a date (YYYY-MM-DD)'],
    ['from=2026-03-01&to=2026-02-01', 'to', 'from must not be after to'],
    ['minAmount=ten', 'minAmount', 'minAmount must be a number'],
    ['minAmount=-1', 'minAmount', 'minAmount must be at least 0'],
    ['maxAmount=1.5', 'maxAmount', 'maxAmount must be a whole number of cents'],
    ['minAmount=500&maxAmount=100', 'maxAmount', 'minAmount must not be more than maxAmount'],
    ['page=0', 'page', 'page must be at least 1'],
    ['limit=101', 'limit', 'limit must be at most 100'],
    ['limit=x', 'limit', 'limit must be a number'],
    [`q=${'x'.repeat(101)}`, 'q', 'q must be at most 100 characters'],
  ])('answers 400 for %s', async (query, field, message) => {
    const res = await get(`/api/admin/donations?${query}`);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { fieldErrors?: Record<string, string[]> }).fieldErrors?.[field]).toContain(message);
  });
});

describe('GET /api/admin/donations/{id}', () => {
  const detail = async (id: number) => {
    const res = await get(`/api/admin/donations/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as LedgerDonationDetail;
  };
  const providerEvent = (type: 'payment.refunded' | 'payment.failed', paymentIntentId: string) =>
    ({ type, id: unique('evt_ledger_'), occurredAt: new Date(), paymentIntentId, message: 'Declined' }) as PaymentEvent;

  it('shows the donation with its provider ids and its payment events in the order they were answered', async () => {
    const campaign = await makeCampaign(database.db, { title: 'Ledger Timeline' });
    const intent = await createIntent(app, { campaignId: campaign.id, amount: 2_500, coverFees: true, ...guest });
    expect(intent.statusCode, intent.body).toBe(201);
    const { clientSecret, donationId } = intent.json() as { clientSecret: string; donationId: number };
    // Declined, then paid with another card: the sandbox's own events.
    expect((await confirmCard(app, clientSecret, '4000000000000002')).json()).toMatchObject({ status: 'failed' });
    expect((await confirmCard(app, clientSecret)).json()).toMatchObject({ status: 'succeeded' });
    const [row] = await database.db.select().from(donations).where(eq(donations.id, donationId));
    const paymentIntentId = row!.paymentIntentId!;
    // A late decline changes nothing; the refund applies once, its replay is a duplicate.
    expect(await payments.applyEvent(providerEvent('payment.failed', paymentIntentId))).toBe('ignored');
    const refund = providerEvent('payment.refunded', paymentIntentId);
    expect(await payments.applyEvent(refund)).toBe('applied');
    expect(await payments.applyEvent(refund)).toBe('duplicate');

    const shown = await detail(donationId);
    expect(shown).toMatchObject({
      id: donationId,
      isGuest: true,
      firstName: guest.guestFirstName,
      lastName: guest.guestLastName,
      email: guest.guestEmail,
      campaign: { id: campaign.id, title: 'Ledger Timeline' },
      amount: 2_500,
      feeAmount: row!.feeAmount,
      status: 'refunded',
      donationType: 'one_time',
      provider: 'sandbox',
      receiptNumber: row!.receiptNumber,
      currency: 'usd',
      paymentIntentId,
      subscriptionId: null,
      recurringDonationId: null,
    });
    expect(row!.feeAmount).toBeGreaterThan(0);
    expect(row!.receiptNumber).toEqual(expect.any(Number));
    expect(shown.timeline.map((e) => [e.type, e.outcome])).toEqual([
      ['payment.failed', 'applied'],
      ['payment.succeeded', 'applied'],
      ['payment.failed', 'ignored'],
      ['payment.refunded', 'applied'],
      ['payment.refunded', 'duplicate'],
    ]);
    expect(shown.timeline[3]!.eventId).toBe(refund.id);
    expect(shown.timeline[3]!.occurredAt).toBe(refund.occurredAt.toISOString());
    const received = shown.timeline.map((e) => Date.parse(e.receivedAt));
    expect(received).toEqual([...received].sort((a, b) => a - b));
  });

  it('shows a refund that came before its payment succeeded as deferred, then applied', async () => {
    const campaign = await makeCampaign(database.db);
    const intent = await createIntent(app, { campaignId: campaign.id, amount: 1_000, ...guest });
    const { clientSecret, donationId } = intent.json() as { clientSecret: string; donationId: number };
    const [row] = await database.db.select().from(donations).where(eq(donations.id, donationId));
    const refund = providerEvent('payment.refunded', row!.paymentIntentId!);
    expect(await payments.applyEvent(refund)).toBe('deferred');
    expect((await confirmCard(app, clientSecret)).json()).toMatchObject({ status: 'succeeded' });
    expect(await payments.applyEvent(refund)).toBe('applied');

    const shown = await detail(donationId);
    expect(shown.status).toBe('refunded');
    expect(shown.timeline.map((e) => [e.type, e.outcome, e.eventId === refund.id])).toEqual([
      ['payment.refunded', 'deferred', true],
      ['payment.succeeded', 'applied', false],
      ['payment.refunded', 'applied', true],
    ]);
  });

  it("shows a registered donor's recurring gift with its subscription id", async () => {
    const campaign = await makeCampaign(database.db);
    const signedIn = await signIn(app, database.db, 'donor');
    const { donationId } = await donate(
      app,
      { campaignId: campaign.id, amount: 1_500, interval: 'monthly' },
      { cookie: signedIn.cookie, recurring: true },
    );
    const shown = await detail(donationId);
    const [row] = await database.db.select().from(donations).where(eq(donations.id, donationId));
    expect(shown).toMatchObject({
      isGuest: false,
      userId: signedIn.user.id,
      email: signedIn.user.email,
      status: 'succeeded',
      interval: 'monthly',
      recurringDonationId: row!.recurringDonationId,
    });
    expect(row!.recurringDonationId).toEqual(expect.any(Number));
    expect(shown.subscriptionId).toMatch(/\S/);
    expect(shown.timeline.map((e) => [e.type, e.outcome])).toEqual([['payment.succeeded', 'applied']]);
  });

  it("lists and shows each gift in its campaign's currency: euro cents and whole yen (issue 26)", async () => {
    const euros = await makeCampaign(database.db, { title: 'Ledger Euros', currency: 'eur' });
    const yen = await makeCampaign(database.db, { title: 'Ledger Yen', currency: 'jpy' });
    const euro = await makeDonation(database.db, { campaignId: euros.id, currency: 'eur', amount: 2_550 });
    const yenGift = await makeDonation(database.db, { campaignId: yen.id, currency: 'jpy', amount: 2_500 });
    const { page } = await list(`campaignId=${yen.id}`);
    expect(page.items.map((item) => [item.id, item.amount, item.currency])).toEqual([[yenGift.id, 2_500, 'jpy']]);
    expect((await list(`campaignId=${euros.id}`)).page.items[0]).toMatchObject({ amount: 2_550, currency: 'eur' });
    expect(await detail(yenGift.id)).toMatchObject({ amount: 2_500, currency: 'jpy' });
    expect(await detail(euro.id)).toMatchObject({ amount: 2_550, currency: 'eur' });

    // Filtered by currency, the amount range is in its minor unit: ¥2,000 to ¥3,000 finds the ¥2,500 gift only,
    // not the €25.50 one (2,550 cents), which the euro filter finds.
    const inYen = await list('currency=jpy&minAmount=2000&maxAmount=3000');
    expect(idsOf(inYen.page)).toEqual([yenGift.id]);
    expect(inYen.header).toBe('1');
    expect(idsOf((await list('currency=eur&minAmount=2000&maxAmount=3000')).page)).toEqual([euro.id]);
    expect(idsOf((await list('currency=jpy&q=nobody-at-all')).page)).toEqual([]);
    const bad = await get('/api/admin/donations?currency=xau');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('currency must be one of: usd, eur');
  });

  it('answers 404 for an unknown donation and 400 for an id that is not one', async () => {
    const missing = await get('/api/admin/donations/2147483647');
    expect(missing.statusCode).toBe(404);
    expect((missing.json() as { message: string }).message).toBe(donationLedgerMessages.notFound);
    const bad = await get('/api/admin/donations/abc');
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { message: string }).message).toContain(donationLedgerMessages.badId);
  });
});

// A search's page comes from walking the donations in the page's order when that fills it, else from all its
// matches (donation-ledger.search.ts); its total is summed over disjoint branches. Both ways must agree.
describe('GET /api/admin/donations, a search at any size', () => {
  const walked: Record<string, number> = {};
  beforeAll(async () => {
    const db = database.db;
    const campaign = await makeCampaign(db, { title: 'Ledger Walks' });
    const at = (day: number) => new Date(Date.UTC(2026, 5, day, 12));
    for (const [key, day, amount] of [
      ['w1', 1, 700],
      ['w2', 2, 300],
      ['w3', 3, 900],
    ] as const) {
      walked[key] = (
        await makeDonation(db, {
          campaignId: campaign.id,
          guestEmail: `${key}@walks.test`,
          guestFirstName: 'Walker',
          amount,
          createdAt: at(day),
        })
      ).id;
    }
    const registered = await person('Wanda', 'Walker', 'wanda@walks-account.test');
    walked.w4 = (
      await makeDonation(db, { campaignId: campaign.id, userId: registered, amount: 500, createdAt: at(4) })
    ).id;
    // Its receipt number is also in its e-mail: found by both, counted once.
    walked.r = (
      await makeDonation(db, {
        campaignId: campaign.id,
        guestEmail: 'r900777@walks-receipt.test',
        receiptNumber: 900_777,
        createdAt: at(5),
      })
    ).id;
  });

  it('pages one by one in date and amount order, full pages and the short last one alike', async () => {
    const pages = async (sort: string) => {
      const found: number[] = [];
      for (let page = 1; page <= 5; page++) {
        const { page: body, header } = await list(`q=walker&limit=1&page=${page}&sort=${sort}`);
        expect(header).toBe('4');
        found.push(...idsOf(body));
      }
      return found;
    };
    expect(await pages('date_desc')).toEqual([walked.w4, walked.w3, walked.w2, walked.w1]);
    expect(await pages('amount_asc')).toEqual([walked.w2, walked.w4, walked.w1, walked.w3]);
    const { page } = await list('q=walker&limit=3&sort=date_asc');
    expect(idsOf(page)).toEqual([walked.w1, walked.w2, walked.w3]);
  });

  it('counts a donation found by its receipt number and by its e-mail once', async () => {
    const { page, header } = await list('q=900777');
    expect(idsOf(page)).toEqual([walked.r]);
    expect(header).toBe('1');
  });

  it('applies the filters to the walked and the counted matches alike', async () => {
    const { page, header } = await list('q=walker&minAmount=600&limit=1');
    expect(idsOf(page)).toEqual([walked.w3]);
    expect(header).toBe('2');
    const campaignId = (await list(`q=walker&limit=1`)).page.items[0]!.campaign.id;
    const byCampaign = await list(`campaignId=${campaignId}&sort=amount_desc&limit=2&page=2`);
    expect(idsOf(byCampaign.page)).toEqual([walked.w1, walked.w4]);
    expect(byCampaign.header).toBe('5');
    const inJune = await list(`from=2026-06-02&to=2026-06-04&limit=2`);
    expect(idsOf(inJune.page)).toEqual([walked.w4, walked.w3]);
    expect(inJune.header).toBe('3');
  });
});
