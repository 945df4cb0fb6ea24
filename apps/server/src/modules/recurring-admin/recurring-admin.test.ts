import { and, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recurringAdminMessages as m, type RecurringAdminPage } from '@causeway/contracts';
import type { DatabaseHandle } from '../../db/client';
import { auditLog, mailOutbox, paymentMethods, recurringDonations, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { donate } from '../../test/donate';
import { makeCampaign, makeUser, signIn, unique } from '../../test/factories';
import { buildPaymentsTestApp } from '../../test/build-test-app';
import type { Payments } from '../payments/create-payments';

// Built with its payments in hand, so a test can watch (and make fail) the provider's cancelSubscription.
let database: DatabaseHandle;
let app: FastifyInstance;
let payments: Payments;
let close: () => Promise<void>;
let admin: string;
let donor: string;

beforeAll(async () => {
  ({ app, database, payments, close } = await buildPaymentsTestApp({
    rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } },
  }));
  admin = (await signIn(app, database.db, 'admin')).cookie;
  donor = (await signIn(app, database.db, 'donor')).cookie;
});
afterAll(() => close());
afterEach(() => vi.restoreAllMocks());

const get = (url: string, cookie: string | null = admin) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const cancel = (id: number | string, payload: object = {}, cookie: string | null = admin) =>
  app.inject({ method: 'POST', url: `/api/admin/recurring/${id}/cancel`, payload, headers: cookie ? { cookie } : {} });
async function list(query: string) {
  const res = await get(`/api/admin/recurring${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return { page: res.json() as RecurringAdminPage, header: res.headers['x-total-count'] };
}
const ids: Record<string, number> = {};
const idsOf = (page: RecurringAdminPage) => page.items.map((item) => item.id);
const named = (...keys: string[]) => keys.map((key) => ids[key]!);

describe('admin only', () => {
  it('refuses a visitor (401) and a donor (403) on both routes', async () => {
    expect((await get('/api/admin/recurring', null)).statusCode).toBe(401);
    expect((await get('/api/admin/recurring', donor)).statusCode).toBe(403);
    expect((await cancel(1, {}, null)).statusCode).toBe(401);
    expect((await cancel(1, {}, donor)).statusCode).toBe(403);
  });
});

/**
 * The list's fixture, one gift per way to be found (a word of its own in every name, so other tests' gifts never
 * match the searches):
 *   ann   registered Ann <w>Quill, campaign A, 5,000 (+ 200 fee) monthly, active, next charge in 3 days, Visa 4242
 *   gil   guest Gil <w>Hollow, campaign B, 12,000 yearly, active, next charge in 1 day, no card
 *   pam   registered Pam <w>Stone, campaign A, 300 quarterly, paused (keeps a date), created first
 *   cid   guest Cid <w>Gone, campaign B, 80,000 monthly, cancelled, created last
 */
describe('GET /api/admin/recurring', () => {
  let word: string;
  let campaignA: { id: number; title: string };
  let campaignB: { id: number; title: string };

  beforeAll(async () => {
    const db = database.db;
    word = unique('zx').toLowerCase();
    campaignA = await makeCampaign(db, { title: 'Recurring Wells' });
    campaignB = await makeCampaign(db, { title: 'Recurring Schools' });
    const person = async (firstName: string, lastName: string) => {
      const user = await makeUser(db, { email: `${firstName.toLowerCase()}.${word}@example.com` });
      await db.update(users).set({ firstName, lastName }).where(eq(users.id, user.id));
      return user.id;
    };
    const ann = await person('Ann', `${word}Quill`);
    const pam = await person('Pam', `${word}Stone`);
    const [visa] = await db
      .insert(paymentMethods)
      .values({
        userId: ann,
        provider: 'sandbox',
        providerPaymentMethodId: unique('pm_'),
        brand: 'visa',
        last4: '4242',
        expiryMonth: 12,
        expiryYear: 2030,
      })
      .returning();
    const day = 24 * 60 * 60 * 1000;
    const base = { provider: 'sandbox', currency: 'usd' };
    const rows = {
      pam: {
        ...base,
        userId: pam,
        campaignId: campaignA.id,
        amount: 300,
        interval: 'quarterly' as const,
        status: 'paused' as const,
        nextPaymentDate: new Date(Date.now() + 10 * day),
        createdAt: new Date('2026-01-01T00:00:00Z'),
      },
      ann: {
        ...base,
        userId: ann,
        campaignId: campaignA.id,
        paymentMethodId: visa!.id,
        amount: 5_000,
        feeAmount: 200,
        interval: 'monthly' as const,
        nextPaymentDate: new Date(Date.now() + 3 * day),
        failedAttempts: 1,
        createdAt: new Date('2026-01-02T00:00:00Z'),
      },
      gil: {
        ...base,
        guestEmail: `gil.${word}@example.com`,
        guestFirstName: 'Gil',
        guestLastName: `${word}Hollow`,
        campaignId: campaignB.id,
        amount: 12_000,
        interval: 'yearly' as const,
        nextPaymentDate: new Date(Date.now() + day),
        createdAt: new Date('2026-01-03T00:00:00Z'),
      },
      cid: {
        ...base,
        guestEmail: `cid.${word}@example.com`,
        guestFirstName: 'Cid',
        guestLastName: `${word}Gone`,
        campaignId: campaignB.id,
        amount: 80_000,
        interval: 'monthly' as const,
        status: 'cancelled' as const,
        nextPaymentDate: new Date(Date.now() + 5 * day),
        cancelledAt: new Date('2026-02-01T00:00:00Z'),
        createdAt: new Date('2026-01-04T00:00:00Z'),
      },
    };
    for (const [key, values] of Object.entries(rows)) {
      const [row] = await db.insert(recurringDonations).values(values).returning({ id: recurringDonations.id });
      ids[key] = row!.id;
    }
  });

  it('shows every field of a registered donor’s gift with its card, and a guest’s without one', async () => {
    const { page } = await list(`q=${word}&sort=created_asc`);
    const ann = page.items.find((item) => item.id === ids.ann)!;
    expect(ann).toEqual({
      id: ids.ann,
      donor: {
        userId: expect.any(Number),
        isGuest: false,
        firstName: 'Ann',
        lastName: `${word}Quill`,
        email: `ann.${word}@example.com`,
      },
      campaign: { id: campaignA.id, title: 'Recurring Wells' },
      amount: 5_000,
      feeAmount: 200,
      currency: 'usd',
      interval: 'monthly',
      status: 'active',
      nextPaymentDate: expect.any(String),
      card: { brand: 'visa', last4: '4242' },
      failedAttempts: 1,
      createdAt: '2026-01-02T00:00:00.000Z',
      cancelledAt: null,
    });
    const gil = page.items.find((item) => item.id === ids.gil)!;
    expect(gil.donor).toEqual({
      userId: null,
      isGuest: true,
      firstName: 'Gil',
      lastName: `${word}Hollow`,
      email: `gil.${word}@example.com`,
    });
    expect(gil.card).toBeNull();
  });

  it('has no next charge for a paused or cancelled gift, and a cancelled date for the cancelled one', async () => {
    const { page } = await list(`q=${word}`);
    const byId = new Map(page.items.map((item) => [item.id, item]));
    expect(byId.get(ids.pam!)).toMatchObject({ status: 'paused', nextPaymentDate: null, cancelledAt: null });
    expect(byId.get(ids.cid!)).toMatchObject({
      status: 'cancelled',
      nextPaymentDate: null,
      cancelledAt: '2026-02-01T00:00:00.000Z',
    });
  });

  it.each([
    ['an account’s last name', 'Quill', ['ann']],
    ['an account’s e-mail', 'pam.', ['pam']],
    ['a guest’s last name', 'Hollow', ['gil']],
    ['a guest’s e-mail, any case', 'CID.', ['cid']],
  ])('finds a gift by %s', async (_what, text, keys) => {
    const q = text.endsWith('.') ? `${text}${word}` : `${word}${text}`;
    const { page, header } = await list(`q=${encodeURIComponent(q)}`);
    expect(idsOf(page)).toEqual(named(...keys));
    expect(header).toBe('1');
  });

  it('takes % and _ in a search literally', async () => {
    expect((await list(`q=${encodeURIComponent(`${word}%`)}`)).page.total).toBe(0);
    expect((await list(`q=${encodeURIComponent(`${word.slice(0, 2)}_`)}`)).page.total).toBe(0);
  });

  it.each([
    ['status=active', ['ann', 'gil']],
    ['status=paused', ['pam']],
    ['status=cancelled', ['cid']],
    ['interval=monthly', ['ann', 'cid']],
    ['interval=yearly', ['gil']],
  ])('filters by %s', async (filter, keys) => {
    const { page } = await list(`q=${word}&${filter}&sort=created_asc`);
    expect(idsOf(page)).toEqual(named(...keys));
  });

  it('filters by campaign without a search', async () => {
    const { page, header } = await list(`campaignId=${campaignB.id}&sort=created_asc`);
    expect(idsOf(page)).toEqual(named('gil', 'cid'));
    expect(header).toBe('2');
    expect((await list(`campaignId=${campaignB.id}&status=active&interval=yearly`)).page.total).toBe(1);
  });

  it.each([
    ['created_desc', ['cid', 'gil', 'ann', 'pam']],
    ['created_asc', ['pam', 'ann', 'gil', 'cid']],
    ['amount_desc', ['cid', 'gil', 'ann', 'pam']],
    ['amount_asc', ['pam', 'ann', 'gil', 'cid']],
    // Only active gifts have a next charge; the others follow, by id.
    ['next_charge_asc', ['gil', 'ann', 'pam', 'cid']],
    ['next_charge_desc', ['ann', 'gil', 'cid', 'pam']],
  ])('sorts by %s', async (sort, keys) => {
    const { page } = await list(`q=${word}&sort=${sort}`);
    expect(idsOf(page)).toEqual(named(...keys));
  });

  it('sorts the active gifts alone by their next charge both ways', async () => {
    expect(idsOf((await list(`q=${word}&status=active&sort=next_charge_asc`)).page)).toEqual(named('gil', 'ann'));
    expect(idsOf((await list(`q=${word}&status=active&sort=next_charge_desc`)).page)).toEqual(named('ann', 'gil'));
  });

  it('pages with the total in the body and in X-Total-Count', async () => {
    const first = await list(`q=${word}&sort=created_asc&limit=3`);
    expect(first.page).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.header).toBe('4');
    expect(idsOf(first.page)).toEqual(named('pam', 'ann', 'gil'));
    const second = await list(`q=${word}&sort=created_asc&limit=3&page=2`);
    expect(idsOf(second.page)).toEqual(named('cid'));
    const past = await list(`q=${word}&limit=3&page=9`);
    expect(past.page).toMatchObject({ items: [], total: 4, page: 9 });
    expect(past.header).toBe('4');
  });

  it.each([
    ['status=ended', 'status must be one of: active, paused, cancelled'],
    ['interval=weekly', 'interval must be one of: monthly, quarterly, yearly'],
    ['sort=name', 'sort must be one of'],
    ['campaignId=abc', 'campaignId must be a campaign id'],
    ['limit=101', 'limit must be at most 100'],
    ['page=0', 'page must be at least 1'],
    [`q=${'x'.repeat(101)}`, 'q must be at most 100 characters'],
  ])('refuses %s with a 400 naming it', async (query, message) => {
    const res = await get(`/api/admin/recurring?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('POST /api/admin/recurring/{id}/cancel', () => {
  /** A donor's monthly gift made through the sandbox, as a donor makes one. */
  async function donorGift() {
    const owner = await signIn(app, database.db);
    await database.db.update(users).set({ firstName: 'Rosa' }).where(eq(users.id, owner.user.id));
    const campaign = await makeCampaign(database.db, { title: `Shelter ${unique('c')}` });
    await donate(
      app,
      { campaignId: campaign.id, amount: 2_500, interval: 'monthly' },
      { cookie: owner.cookie, recurring: true },
    );
    const [gift] = await database.db
      .select()
      .from(recurringDonations)
      .where(eq(recurringDonations.userId, owner.user.id));
    return { owner, campaign, gift: gift! };
  }
  /** The cancellation notices sent to an address (the donor's receipt for the first charge is in the outbox too). */
  const mailsTo = (address: string) =>
    database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, address), like(mailOutbox.subject, '%has been cancelled')))
      .orderBy(desc(mailOutbox.id));
  const auditOf = (id: number) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'recurring'), eq(auditLog.subjectId, id)));

  it('cancels through the provider, audits it, e-mails the donor, and the donor sees it cancelled', async () => {
    const { owner, campaign, gift } = await donorGift();
    expect(gift.status).toBe('active');
    const provider = vi.spyOn(payments.provider, 'cancelSubscription');
    const res = await cancel(gift.id, { reason: '  The donor asked us by phone.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      donorEmailed: true,
      gift: { id: gift.id, status: 'cancelled', nextPaymentDate: null, donor: { email: owner.user.email } },
    });
    expect(provider).toHaveBeenCalledExactlyOnceWith(gift.providerSubscriptionId);

    const [row] = await database.db.select().from(recurringDonations).where(eq(recurringDonations.id, gift.id));
    expect(row!.status).toBe('cancelled');
    expect(row!.cancelledAt).not.toBeNull();

    const [entry, ...more] = await auditOf(gift.id);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      action: 'recurring.cancelled_by_admin',
      before: { status: 'active' },
      after: { status: 'cancelled', reason: 'The donor asked us by phone.', donorNotified: true },
    });

    const [mail] = await mailsTo(owner.user.email);
    expect(mail!.subject).toBe(`Your recurring gift to ${campaign.title} has been cancelled`);
    expect(mail!.textBody).toContain('Dear Rosa,');
    expect(mail!.textBody).toContain(`monthly gift of $25.00 to "${campaign.title}" on your behalf`);
    expect(mail!.textBody).toContain('The reason we gave: The donor asked us by phone.');
    expect(mail!.textBody).toContain('No further charges will be made for this gift.');
    expect(mail!.textBody).toContain(`http://causeway.test/campaigns/${campaign.id}`);

    const [own] = (await get('/api/users/me/recurring-donations', owner.cookie)).json();
    expect(own).toMatchObject({ id: gift.id, status: 'cancelled', nextPaymentDate: null });
  });

  it('answers a second cancel with a 409 that changes nothing, calls no provider and e-mails no one', async () => {
    const { owner, gift } = await donorGift();
    expect((await cancel(gift.id)).statusCode).toBe(200);
    const [before] = await database.db.select().from(recurringDonations).where(eq(recurringDonations.id, gift.id));
    const provider = vi.spyOn(payments.provider, 'cancelSubscription');
    const again = await cancel(gift.id, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyCancelled);
    expect(provider).not.toHaveBeenCalled();
    const [after] = await database.db.select().from(recurringDonations).where(eq(recurringDonations.id, gift.id));
    expect(after).toEqual(before);
    expect(await auditOf(gift.id)).toHaveLength(1);
    expect(await mailsTo(owner.user.email)).toHaveLength(1);
  });

  it('e-mails no one when asked not to, and says so in the audit entry', async () => {
    const { owner, gift } = await donorGift();
    const res = await cancel(gift.id, { notifyDonor: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().donorEmailed).toBe(false);
    expect(await mailsTo(owner.user.email)).toHaveLength(0);
    const [entry] = await auditOf(gift.id);
    expect(entry!.after).toEqual({ status: 'cancelled', reason: null, donorNotified: false });
  });

  it('e-mails a guest at the address they gave, without a reason line when none was given', async () => {
    const campaign = await makeCampaign(database.db);
    const email = `${unique('guest')}@example.com`;
    const [gift] = await database.db
      .insert(recurringDonations)
      .values({
        campaignId: campaign.id,
        amount: 1_000,
        interval: 'yearly',
        provider: 'sandbox',
        guestEmail: email,
        guestFirstName: 'Lin',
      })
      .returning();
    expect((await cancel(gift!.id)).statusCode).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail!.textBody).toContain('Dear Lin,');
    expect(mail!.textBody).toContain('yearly gift of $10.00');
    expect(mail!.textBody).not.toContain('The reason we gave');
  });

  it('leaves the gift, the audit log and the outbox alone when the provider refuses', async () => {
    const { owner, gift } = await donorGift();
    vi.spyOn(payments.provider, 'cancelSubscription').mockRejectedValueOnce(
      new AppError('UNAVAILABLE', 'The payment provider could not be reached. Please try again.'),
    );
    const res = await cancel(gift.id);
    expect(res.statusCode).toBe(503);
    const [row] = await database.db.select().from(recurringDonations).where(eq(recurringDonations.id, gift.id));
    expect(row!.status).toBe('active');
    expect(await auditOf(gift.id)).toHaveLength(0);
    expect(await mailsTo(owner.user.email)).toHaveLength(0);
  });

  it('answers 404 for an unknown gift and 400 for a bad id or body', async () => {
    const unknown = await cancel(999_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(m.notFound);
    const badId = await cancel('abc');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain(m.badId);
    const { gift } = await donorGift();
    const long = await cancel(gift.id, { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(m.reasonTooLong);
    const notBool = await cancel(gift.id, { notifyDonor: 'yes' });
    expect(notBool.statusCode).toBe(400);
    expect(notBool.json().message).toContain('notifyDonor must be true or false');
    const [row] = await database.db.select().from(recurringDonations).where(eq(recurringDonations.id, gift.id));
    expect(row!.status).toBe('active');
  });
});
