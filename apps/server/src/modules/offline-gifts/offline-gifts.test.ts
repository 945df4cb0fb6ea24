import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  donationMessages,
  latestReceivedDay,
  offlineGiftMessages as m,
  type LedgerDonationDetail,
  type LedgerPage,
  type OfflineGiftBody,
} from '@causeway/contracts';
import { auditLog, donations, mailOutbox, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { donate } from '../../test/donate';
import { makeCampaign, makeUser, signIn, unique } from '../../test/factories';
import { campaignTotals } from '../../test/totals';

let t: TestApp;
let admin: { cookie: string; user: { id: number } };
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } } });
  admin = await signIn(t.app, t.db, 'admin');
  await t.db.update(users).set({ firstName: 'Fran', lastName: 'Ledger' }).where(eq(users.id, admin.user.id));
});
afterAll(() => t.close());

const record = (body: unknown, cookie: string | null = admin.cookie) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/offline-gifts',
    payload: body as object,
    headers: cookie ? { cookie } : {},
  });
const get = (url: string, cookie: string | null = admin.cookie) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const guestDonor = () => ({ email: `${unique('cheque')}@example.com`, firstName: 'Olive', lastName: 'Penny' });
const cheque = (campaignId: number, overrides: Partial<OfflineGiftBody> = {}): OfflineGiftBody => ({
  campaignId,
  amount: 12_500,
  method: 'cheque',
  receivedOn: '2026-03-14',
  donor: guestDonor(),
  ...overrides,
});

async function recorded(body: OfflineGiftBody) {
  const res = await record(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as LedgerDonationDetail;
}

describe('POST /api/admin/offline-gifts: access', () => {
  it('answers 401 to a visitor and 403 to a donor, and records nothing', async () => {
    const c = await makeCampaign(t.db);
    const donor = await signIn(t.app, t.db, 'donor');
    expect((await record(cheque(c.id), null)).statusCode).toBe(401);
    expect((await record(cheque(c.id), donor.cookie)).statusCode).toBe(403);
    expect(await t.db.select().from(donations).where(eq(donations.campaignId, c.id))).toEqual([]);
  });
});

describe('POST /api/admin/offline-gifts: validation', () => {
  const tomorrow = () =>
    addDays(new Date(`${latestReceivedDay()}T00:00:00Z`), 1)
      .toISOString()
      .slice(0, 10);
  const cases: [string, (campaignId: number) => unknown, string, string][] = [
    ['no campaign', (id) => ({ ...cheque(id), campaignId: undefined }), 'campaignId', m.campaignRequired],
    ['an amount under $1', (id) => cheque(id, { amount: 99 }), 'amount', donationMessages.amountMin],
    ['an amount over $100,000', (id) => cheque(id, { amount: 10_000_001 }), 'amount', donationMessages.amountMax],
    ['a fraction of a cent', (id) => cheque(id, { amount: 1_000.5 }), 'amount', donationMessages.amountInvalid],
    ['an unknown method', (id) => ({ ...cheque(id), method: 'card' }), 'method', m.methodRequired],
    ['a day that does not exist', (id) => cheque(id, { receivedOn: '2026-02-30' }), 'receivedOn', m.receivedOnInvalid],
    ['a date in another format', (id) => cheque(id, { receivedOn: '14/03/2026' }), 'receivedOn', m.receivedOnInvalid],
    ['a day in the future', (id) => cheque(id, { receivedOn: tomorrow() }), 'receivedOn', m.receivedOnFuture],
    ['no donor', (id) => ({ ...cheque(id), donor: undefined }), 'donor', m.donorRequired],
    ['an empty donor', (id) => cheque(id, { donor: {} }), 'donor', m.donorRequired],
    ['an account and a guest', (id) => cheque(id, { donor: { userId: 1, ...guestDonor() } }), 'donor', m.donorBoth],
    [
      "a guest's bad e-mail",
      (id) => cheque(id, { donor: { ...guestDonor(), email: 'not-an-email' } }),
      'donor.email',
      donationMessages.emailInvalid,
    ],
    [
      "a guest's missing first name",
      (id) => cheque(id, { donor: { ...guestDonor(), firstName: ' ' } }),
      'donor.firstName',
      donationMessages.firstNameRequired,
    ],
    [
      "a guest's missing last name",
      (id) => cheque(id, { donor: { email: 'x@example.com', firstName: 'X' } }),
      'donor.lastName',
      donationMessages.lastNameRequired,
    ],
    ['a note over 1,000 characters', (id) => cheque(id, { note: 'n'.repeat(1_001) }), 'note', m.noteTooLong],
  ];
  it.each(cases)('refuses %s with its message', async (_, body, field, message) => {
    const c = await makeCampaign(t.db);
    const res = await record(body(c.id));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message, fieldErrors: { [field]: [message] } });
    expect(await t.db.select().from(donations).where(eq(donations.campaignId, c.id))).toEqual([]);
  });

  it('answers 404 for a campaign that does not exist, 400 for a donor account that does not', async () => {
    const missingCampaign = await record(cheque(2_000_000_000));
    expect(missingCampaign.statusCode).toBe(404);
    expect(missingCampaign.json().message).toBe(m.campaignNotFound);
    const c = await makeCampaign(t.db);
    const missingDonor = await record(cheque(c.id, { donor: { userId: 2_000_000_000 } }));
    expect(missingDonor.statusCode).toBe(400);
    expect(missingDonor.json()).toMatchObject({
      message: m.donorNotFound,
      fieldErrors: { 'donor.userId': [m.donorNotFound] },
    });
    expect(await t.db.select().from(donations).where(eq(donations.campaignId, c.id))).toEqual([]);
  });

  it('takes a gift received today, and a note of exactly 1,000 characters', async () => {
    const c = await makeCampaign(t.db);
    const today = new Date().toISOString().slice(0, 10);
    const gift = await recorded(cheque(c.id, { receivedOn: today, note: 'n'.repeat(1_000) }));
    expect(gift.note).toHaveLength(1_000);
    expect(new Date(gift.createdAt).getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('POST /api/admin/offline-gifts', () => {
  it("records a guest's cheque as a succeeded offline donation with the next receipt number and its receipt", async () => {
    const c = await makeCampaign(t.db, { title: 'Cheques for the Orchard' });
    const online = await donate(t.app, {
      campaignId: c.id,
      amount: 1_000,
      guestEmail: 'card@example.com',
      guestFirstName: 'Card',
      guestLastName: 'Giver',
    });
    const [onlineRow] = await t.db.select().from(donations).where(eq(donations.id, online.donationId));
    const donor = guestDonor();
    const gift = await recorded(cheque(c.id, { donor, note: '  Cheque no. 1042, Mrs Penny  ' }));

    expect(gift).toMatchObject({
      provider: 'offline',
      offlineMethod: 'cheque',
      status: 'succeeded',
      amount: 12_500,
      feeAmount: 0,
      donationType: 'one_time',
      isGuest: true,
      email: donor.email,
      firstName: 'Olive',
      lastName: 'Penny',
      campaign: { id: c.id, title: 'Cheques for the Orchard' },
      note: 'Cheque no. 1042, Mrs Penny',
      anonymous: false,
      paymentIntentId: null,
      // Dated noon UTC on the day received: the same calendar day in every time zone from UTC-11 to UTC+11.
      createdAt: '2026-03-14T12:00:00.000Z',
      succeededAt: '2026-03-14T12:00:00.000Z',
    });
    expect(gift.receiptNumber).toBeGreaterThan(onlineRow!.receiptNumber!);
    const [row] = await t.db.select().from(donations).where(eq(donations.id, gift.id));
    expect(row!.recordedById).toBe(admin.user.id);

    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, donor.email));
    expect(mail!.subject).toContain('$125.00 to Cheques for the Orchard');
    expect(mail!.textBody).toMatch(/Received as\s+Cheque/);
    expect(mail!.textBody).toMatch(new RegExp(`Receipt number\\s+${gift.receiptNumber}`));
    expect(mail!.textBody).toContain('March 14, 2026');
  });

  it("counts in the campaign's total and donor count, public and cached, and in the admin overview", async () => {
    const c = await makeCampaign(t.db);
    await donate(t.app, {
      campaignId: c.id,
      amount: 2_000,
      guestEmail: 'first@example.com',
      guestFirstName: 'F',
      guestLastName: 'G',
    });
    // Read once so the public read cache holds the campaign before the gift.
    const before = (await get(`/api/campaigns/${c.id}`, null)).json();
    expect(before).toMatchObject({ amountRaised: 2_000, totalDonors: 1 });
    const statsBefore = (await get('/api/admin/dashboard/stats')).json();

    await recorded(
      cheque(c.id, { amount: 30_000, method: 'bank_transfer', receivedOn: new Date().toISOString().slice(0, 10) }),
    );

    expect(await campaignTotals(t.db, c.id)).toEqual({ raised: 32_000, donors: 2 });
    expect((await get(`/api/campaigns/${c.id}`, null)).json()).toMatchObject({ amountRaised: 32_000, totalDonors: 2 });
    const statsAfter = (await get('/api/admin/dashboard/stats')).json();
    expect(statsAfter.totalRaised - statsBefore.totalRaised).toBe(30_000);
  });

  it("counts a registered donor's gifts in their summary, and the donor once in the campaign's count", async () => {
    const c = await makeCampaign(t.db);
    const person = await makeUser(t.db);
    await t.db.update(users).set({ firstName: 'Reg', lastName: 'Istered' }).where(eq(users.id, person.id));

    const first = await recorded(cheque(c.id, { donor: { userId: person.id }, amount: 5_000, method: 'cash' }));
    const second = await recorded(cheque(c.id, { donor: { userId: person.id }, amount: 7_000, sendReceipt: false }));

    expect(first).toMatchObject({ isGuest: false, userId: person.id, email: person.email, firstName: 'Reg' });
    expect(second.offlineMethod).toBe('cheque');
    expect(await campaignTotals(t.db, c.id)).toEqual({ raised: 12_000, donors: 1 });
    const summary = (await get(`/api/admin/donors/u${person.id}`)).json();
    expect(summary.donor).toMatchObject({ totalDonated: 12_000, donationCount: 2 });
    expect(summary.donations.map((d: { offlineMethod: string }) => d.offlineMethod).sort()).toEqual(['cash', 'cheque']);
    // Asked not to: one receipt, for the first gift only.
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, person.email));
    expect(mails).toHaveLength(1);
  });

  it("shows in the donor's own history with how it came", async () => {
    const c = await makeCampaign(t.db);
    const donor = await signIn(t.app, t.db, 'donor');
    const gift = await recorded(cheque(c.id, { donor: { userId: donor.user.id }, method: 'bank_transfer' }));
    const history = (await get('/api/users/me/donations', donor.cookie)).json();
    expect(history.items).toEqual([
      expect.objectContaining({ id: gift.id, status: 'succeeded', offlineMethod: 'bank_transfer', amount: 12_500 }),
    ]);
    const pdf = await get(`/api/donations/${gift.id}/receipt`, donor.cookie);
    expect(pdf.statusCode).toBe(200);
    const csv = (await get('/api/users/me/donations/export', donor.cookie)).body;
    expect(csv).toContain(`,125.00,0.00,0.00,USD,One-time (Bank transfer),Succeeded,${gift.receiptNumber}`);
  });

  it('takes any existing campaign, a completed one included (a cheque may arrive after the end)', async () => {
    const c = await makeCampaign(t.db, {
      status: 'completed',
      startDate: new Date('2025-10-01T00:00:00Z'),
      endDate: new Date('2026-01-01T00:00:00Z'),
    });
    const gift = await recorded(cheque(c.id, { anonymous: true }));
    expect(gift.anonymous).toBe(true);
    expect(await campaignTotals(t.db, c.id)).toEqual({ raised: 12_500, donors: 1 });
  });

  it('is listed in the ledger under provider=offline, and not under the card providers', async () => {
    const c = await makeCampaign(t.db);
    const gift = await recorded(cheque(c.id));
    await donate(t.app, {
      campaignId: c.id,
      amount: 1_000,
      guestEmail: 'card2@example.com',
      guestFirstName: 'C',
      guestLastName: 'D',
    });
    const offline = (await get(`/api/admin/donations?campaignId=${c.id}&provider=offline`)).json() as LedgerPage;
    expect(offline.items.map((d) => [d.id, d.provider, d.offlineMethod])).toEqual([[gift.id, 'offline', 'cheque']]);
    const sandbox = (await get(`/api/admin/donations?campaignId=${c.id}&provider=sandbox`)).json() as LedgerPage;
    expect(sandbox.items.map((d) => d.id)).not.toContain(gift.id);
    expect(sandbox.total).toBe(1);
  });

  it('writes an audit entry with the administrator, no before and the gift after, shown on its timeline', async () => {
    const c = await makeCampaign(t.db);
    const donor = guestDonor();
    const gift = await recorded(cheque(c.id, { donor, note: 'Gift Aid form attached' }));
    expect(gift.auditTrail).toEqual([
      {
        id: expect.any(Number),
        action: 'donation.offline_recorded',
        actorName: 'Fran Ledger',
        before: null,
        after: {
          campaignId: c.id,
          amount: 12_500,
          method: 'cheque',
          receivedOn: '2026-03-14',
          donor,
          note: 'Gift Aid form attached',
          anonymous: false,
          sendReceipt: true,
          receiptNumber: gift.receiptNumber,
        },
        createdAt: expect.any(String),
      },
    ]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'donation'), eq(auditLog.subjectId, gift.id)))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ actorId: admin.user.id, action: 'donation.offline_recorded' });
    expect(entry!.ip).toBeTruthy();
  });
});

describe('POST /api/admin/offline-gifts in the campaign’s currency (issue 26)', () => {
  it("records a cheque to a euro campaign in euros, counted in the campaign's total", async () => {
    const c = await makeCampaign(t.db, { currency: 'eur' });
    const gift = await recorded(cheque(c.id, { amount: 4_250 }));
    expect(gift).toMatchObject({ amount: 4_250, currency: 'eur', provider: 'offline', status: 'succeeded' });
    const [row] = await t.db.select().from(donations).where(eq(donations.id, gift.id));
    expect(row).toMatchObject({ currency: 'eur', amount: 4_250 });
    expect(await campaignTotals(t.db, c.id)).toEqual({ raised: 4_250, donors: 1 });
  });

  it.each([
    ['below €1 in euros', 'eur' as const, 99, donationMessages.amountMinOf('eur'), 'Minimum donation amount is €1'],
    ['below ¥100 in yen (50 is ¥50, not ¥0.50)', 'jpy' as const, 50, donationMessages.amountMinOf('jpy'), null],
    ['over ¥10,000,000 in yen', 'jpy' as const, 10_000_001, donationMessages.amountMaxOf('jpy'), null],
  ])('refuses an amount %s, with the bound in that currency', async (_, currency, amount, message, literal) => {
    const c = await makeCampaign(t.db, { currency });
    const res = await record(cheque(c.id, { amount }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message, fieldErrors: { amount: [message] } });
    if (literal) expect(message).toBe(literal);
    expect(await t.db.select().from(donations).where(eq(donations.campaignId, c.id))).toEqual([]);
  });

  it('takes ¥150,000 for a yen campaign, over the US-dollar ceiling in figures but within its own', async () => {
    const c = await makeCampaign(t.db, { currency: 'jpy', goal: 10_000_000 });
    expect(await recorded(cheque(c.id, { amount: 150_000 }))).toMatchObject({ amount: 150_000, currency: 'jpy' });
  });
});
