import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMIZED_DONOR_LABEL, privacyMessages } from '@causeway/contracts';
import { queryRows, type Db } from '../../db/client';
import { containing } from '../../db/text-search';
import {
  auditLog,
  donations,
  errorReports,
  paymentMethods,
  recurringDonations,
  passkeys,
  sessions,
  updateSubscriptions,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { donate } from '../../test/donate';
import { makeCampaign, makeUser, signIn, unique, uniqueWord } from '../../test/factories';
import { campaignTotals } from '../../test/totals';
import { recordAudit } from '../audit-log/audit-log.service';
import { refreshCampaignTotals } from '../campaigns/campaigns.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    rateLimits: { donations: { limit: 10_000, windowSeconds: 60 }, contact: { limit: 1_000, windowSeconds: 60 } },
  });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const exportData = (cookie?: string) => call('GET', '/api/account/data-export', cookie);
const deleteAccount = (cookie: string | undefined, password: string) =>
  call('POST', '/api/account/delete', cookie, { password });
const anonymize = (cookie: string | undefined, body: object) =>
  call('POST', '/api/admin/donors/anonymize', cookie, body);

/**
 * Every column of every table (any schema but the system's) whose text holds `needle`, case-insensitively, as
 * 'schema.table.column'. Read from information_schema, so a table added later is searched too.
 */
async function columnsHolding(db: Db, needle: string): Promise<string[]> {
  const columns = await queryRows<{ schema: string; table: string; column: string }>(
    db,
    sql`select c.table_schema as schema, c.table_name as table, c.column_name as column
        from information_schema.columns c
        join information_schema.tables t using (table_schema, table_name)
        where t.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema')
          and c.data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY')
        order by 1, 2, 3`,
  );
  const pattern = containing(needle);
  const hits: string[] = [];
  for (const { schema, table, column } of columns) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(table)}
          where ${sql.identifier(column)}::text ilike ${pattern}`,
    );
    if (row!.n > 0) hits.push(`${schema}.${table}.${column}`);
  }
  return hits;
}

/** What the erasure must not move: each donation's money, status, receipt number and campaign. */
const financialRecord = (db: Db, ids: number[]) =>
  db
    .select({
      id: donations.id,
      amount: donations.amount,
      feeAmount: donations.feeAmount,
      status: donations.status,
      receiptNumber: donations.receiptNumber,
      campaignId: donations.campaignId,
      paymentIntentId: donations.paymentIntentId,
      createdAt: donations.createdAt,
    })
    .from(donations)
    .where(inArray(donations.id, ids))
    .orderBy(donations.id);

/** A signed-in donor with a name, two gifts, a monthly gift, a saved card and a guest gift made with the address. */
async function donorWithHistory(verified = true) {
  const donor = await signIn(t.app, t.db);
  const firstName = `Zq${uniqueWord()}`;
  const lastName = `Zq${uniqueWord()}`;
  await call('PATCH', '/api/users/me', donor.cookie, { firstName, lastName });
  const campaign = await makeCampaign(t.db);
  const other = await makeCampaign(t.db);
  const own = await donate(t.app, { campaignId: campaign.id, amount: 2_500 }, { cookie: donor.cookie });
  await donate(
    t.app,
    { campaignId: other.id, amount: 1_000, interval: 'monthly' },
    { cookie: donor.cookie, recurring: true },
  );
  // Given as a guest with the account's address, before signing in.
  const asGuest = await donate(t.app, {
    campaignId: campaign.id,
    amount: 4_000,
    guestEmail: donor.user.email,
    guestFirstName: firstName,
    guestLastName: lastName,
  });
  await t.db.insert(paymentMethods).values({
    userId: donor.user.id,
    provider: 'sandbox',
    providerPaymentMethodId: unique('pm_sandbox_'),
    brand: 'visa',
    last4: '4242',
    expiryMonth: 12,
    expiryYear: 2040,
    isDefault: false,
  });
  await call('POST', '/api/contact', undefined, {
    name: `${firstName} ${lastName}`,
    email: donor.user.email,
    subject: 'general',
    message: 'Please tell me where my gift went.',
  });
  // The address proven, so the guest gift and the message under it are the donor's (marked after giving, so the
  // guest gift stays unlinked, as one given before the account existed is until verification).
  if (verified) await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, donor.user.id));
  return {
    ...donor,
    firstName,
    lastName,
    campaign,
    other,
    ownDonationId: own.donationId,
    guestDonationId: asGuest.donationId,
  };
}

describe('GET /api/account/data-export', () => {
  it('needs a session', async () => {
    expect((await exportData()).statusCode).toBe(401);
  });

  it('answers a JSON file of the donor’s own data, and nothing of another donor’s', async () => {
    const donor = await donorWithHistory();
    const stranger = await donorWithHistory();
    await t.db.insert(passkeys).values({
      userId: donor.user.id,
      credentialId: 'cred-of-the-donor',
      publicKey: 'key-of-the-donor',
      name: 'Laptop',
    });
    const res = await exportData(donor.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="causeway-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.json();
    expect(data.account).toMatchObject({
      id: donor.user.id,
      email: donor.user.email,
      username: donor.user.username,
      firstName: donor.firstName,
      lastName: donor.lastName,
      emailVerifiedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      emailUpdates: false,
    });
    expect(data.donations.map((d: { id: number }) => d.id)).toContain(donor.ownDonationId);
    expect(data.donations[0]).toMatchObject({
      amount: 2_500,
      status: 'succeeded',
      campaign: { id: donor.campaign.id },
    });
    expect(data.donations[0].receiptNumber).toEqual(expect.any(Number));
    expect(data.guestDonations).toEqual([
      expect.objectContaining({ id: donor.guestDonationId, amount: 4_000, guestEmail: donor.user.email }),
    ]);
    expect(data.recurringDonations).toEqual([
      expect.objectContaining({ amount: 1_000, interval: 'monthly', status: 'active', campaign: expect.anything() }),
    ]);
    expect(data.savedCards).toContainEqual({
      brand: 'visa',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2040,
      isDefault: false,
      createdAt: expect.any(String),
    });
    for (const card of data.savedCards) {
      expect(Object.keys(card).sort()).toEqual([
        'brand',
        'createdAt',
        'expiryMonth',
        'expiryYear',
        'isDefault',
        'last4',
      ]);
    }
    expect(data.sessions[0]).toEqual({
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      expiresAt: expect.any(String),
      userAgent: expect.any(String),
      ip: expect.any(String),
    });
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ email: donor.user.email, message: 'Please tell me where my gift went.' }),
    ]);
    expect(data).toHaveProperty('updateSubscriptions', []);
    expect(data).toHaveProperty('onboardingProgress', []);
    expect(data.account).toHaveProperty('twoFactorEnabledAt', null);
    expect(data.passkeys).toEqual([{ name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null }]);
    // No secret (a passkey's credential id and key included), and nothing of the other donor.
    expect(res.body).not.toContain('cred-of-the-donor');
    expect(res.body).not.toMatch(/password|token|pm_sandbox_|pi_sandbox_/i);
    expect(res.body).not.toContain(stranger.user.email);
    expect(res.body).not.toContain(stranger.firstName);
    expect(res.body).not.toContain(`"id": ${stranger.ownDonationId},`);
  });

  it('leaves out what others gave or wrote under an address the account has not verified', async () => {
    const donor = await donorWithHistory(false);
    const data = (await exportData(donor.cookie)).json();
    expect(data.donations.map((d: { id: number }) => d.id)).toContain(donor.ownDonationId);
    expect(data.guestDonations).toEqual([]);
    expect(data.contactMessages).toEqual([]);
  });

  it('is rate-limited per account', async () => {
    const { cookie } = await signIn(t.app, t.db);
    for (let i = 0; i < 5; i++) expect((await exportData(cookie)).statusCode).toBe(200);
    const refused = await exportData(cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(privacyMessages.tooManyExports);
  });
});

describe('POST /api/account/delete', () => {
  it('needs a session and the right password', async () => {
    expect((await deleteAccount(undefined, 'x')).statusCode).toBe(401);
    const { cookie, user } = await signIn(t.app, t.db);
    const wrong = await deleteAccount(cookie, 'not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: privacyMessages.passwordWrong,
      fieldErrors: { password: [privacyMessages.passwordWrong] },
    });
    expect((await deleteAccount(cookie, '')).statusCode).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it('cancels recurring gifts, anonymizes the donations, deletes the account and signs out', async () => {
    const donor = await donorWithHistory();
    const ids = (
      await t.db.select({ id: donations.id }).from(donations).where(eq(donations.userId, donor.user.id))
    ).map((d) => d.id);
    ids.push(donor.guestDonationId);
    const before = await financialRecord(t.db, ids);
    const totals = [await campaignTotals(t.db, donor.campaign.id), await campaignTotals(t.db, donor.other.id)];

    const res = await deleteAccount(donor.cookie, donor.user.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: privacyMessages.accountDeleted,
      recurringCancelled: 1,
      donationsAnonymized: 3,
    });
    expect(res.cookies.find((c) => c.name === 'causeway_session')?.value).toBe('');
    expect((await call('GET', '/api/stats/donor', donor.cookie)).statusCode).toBe(401);

    expect(await t.db.select().from(users).where(eq(users.id, donor.user.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, donor.user.id))).toEqual([]);
    const [gift] = await t.db
      .select()
      .from(recurringDonations)
      .where(eq(recurringDonations.campaignId, donor.other.id));
    expect(gift).toMatchObject({ status: 'cancelled', userId: null, anonymizedAt: expect.any(Date) });
    const after = await t.db.select().from(donations).where(inArray(donations.id, ids));
    for (const d of after) {
      expect(d).toMatchObject({ userId: null, guestEmail: null, guestFirstName: null, anonymous: true });
      expect(d.anonymizedAt).toBeInstanceOf(Date);
    }
    expect(await financialRecord(t.db, ids)).toEqual(before);
    expect([await campaignTotals(t.db, donor.campaign.id), await campaignTotals(t.db, donor.other.id)]).toEqual(totals);
    expect(await columnsHolding(t.db, donor.user.email)).toEqual([]);
    expect(await columnsHolding(t.db, donor.lastName)).toEqual([]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'donor.account_deleted'));
    expect(entry).toMatchObject({ subjectType: 'donor', actorId: null, actorName: '[erased]' });
    expect(entry!.after).toEqual({ donationsAnonymized: 3, recurringAnonymized: 1, accountDeleted: true });
  });

  it('erases, for an unverified address, the account but not the guest gifts given under that address', async () => {
    const donor = await donorWithHistory(false);
    const res = await deleteAccount(donor.cookie, donor.user.password);
    expect(res.json()).toMatchObject({ donationsAnonymized: 2 });
    const [guestGift] = await t.db.select().from(donations).where(eq(donations.id, donor.guestDonationId));
    expect(guestGift).toMatchObject({ guestEmail: donor.user.email, anonymizedAt: null });
    expect(await t.db.select().from(users).where(eq(users.id, donor.user.id))).toEqual([]);
  });

  it('refuses to delete the last administrator', async () => {
    const admin = await signIn(t.app, t.db, 'admin');
    await t.db
      .update(users)
      .set({ role: 'donor' })
      .where(sql`${users.role} = 'admin' and ${users.id} <> ${admin.user.id}`);
    const res = await deleteAccount(admin.cookie, admin.user.password);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(privacyMessages.lastAdmin);
    expect(await t.db.select().from(users).where(eq(users.id, admin.user.id))).toHaveLength(1);
    // With a second administrator, the first may go.
    await makeUser(t.db, { role: 'admin' });
    expect((await deleteAccount(admin.cookie, admin.user.password)).statusCode).toBe(200);
  });
});

describe('POST /api/admin/donors/anonymize', () => {
  it('is for administrators only, and takes one target', async () => {
    expect((await anonymize(undefined, { email: 'x@example.com' })).statusCode).toBe(401);
    const donor = await signIn(t.app, t.db);
    expect((await anonymize(donor.cookie, { email: 'x@example.com' })).statusCode).toBe(403);
    const admin = await signIn(t.app, t.db, 'admin');
    for (const body of [{}, { userId: donor.user.id, email: 'x@example.com' }]) {
      const res = await anonymize(admin.cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(privacyMessages.oneTarget);
    }
    expect((await anonymize(admin.cookie, { email: 'not an address' })).statusCode).toBe(400);
    expect((await anonymize(admin.cookie, { email: `${unique('nobody')}@example.com` })).statusCode).toBe(404);
  });

  it('erases a guest everywhere, keeps the financial record and totals, audits it, and cannot run twice', async () => {
    const admin = await signIn(t.app, t.db, 'admin');
    const local = unique('Guest.Donor');
    const email = `${local}@Example.com`;
    const lower = email.toLowerCase();
    const firstName = `Zq${uniqueWord()}`;
    const lastName = `Zq${uniqueWord()}`;
    const a = await makeCampaign(t.db);
    const b = await makeCampaign(t.db);
    const guest = { guestEmail: email, guestFirstName: firstName, guestLastName: lastName };
    const ids = [
      // What the donor wrote with a gift (issue 24) goes with the rest: a dedication and words of support.
      (
        await donate(t.app, {
          campaignId: a.id,
          amount: 2_000,
          ...guest,
          tribute: { kind: 'memory', honoreeName: `${firstName} Senior`, recipientEmail: `kin.${lower}` },
          supportMessage: { body: `With love from ${lastName}` },
        })
      ).donationId,
      (await donate(t.app, { campaignId: a.id, amount: 3_000, ...guest, guestEmail: lower })).donationId,
      (await donate(t.app, { campaignId: b.id, amount: 1_500, ...guest, interval: 'monthly' }, { recurring: true }))
        .donationId,
    ];
    // Someone else gives to the same campaign: untouched.
    const bystander = await donate(t.app, {
      campaignId: a.id,
      amount: 700,
      guestEmail: `${unique('by')}@example.com`,
      guestFirstName: 'Grace',
      guestLastName: 'Hopper',
    });
    await call('POST', '/api/contact', undefined, { name: firstName, email, subject: 'donation', message: 'Hello' });
    await call('POST', '/api/auth/forgot-password', undefined, { email });
    await t.db.insert(updateSubscriptions).values({ campaignId: a.id, email });
    await t.db.insert(errorReports).values({ fingerprint: unique('fp'), message: `Failed for ${email}`, url: '/x' });
    await t.db.transaction((tx) =>
      recordAudit(tx, {
        actor: { id: admin.user.id, firstName: 'Root', lastName: '', email: admin.user.email },
        action: 'donation.receipt_resent',
        subjectType: 'donation',
        subjectId: ids[0]!,
        after: { to: email, name: `${firstName} ${lastName}` },
      }),
    );
    const [endpoint] = await t.db
      .insert(webhookEndpoints)
      .values({ url: 'https://crm.example.org/hook', secret: 'whsec_x', events: ['donation.succeeded'] })
      .returning();
    await t.db.insert(webhookDeliveries).values({
      endpointId: endpoint!.id,
      eventId: unique('evt_'),
      eventType: 'donation.succeeded',
      payload: JSON.stringify({ data: { id: ids[0], amount: 2_000, donor: { email, firstName, lastName } } }),
    });

    // The scan finds the address before, so an empty answer after means something.
    const seen = await columnsHolding(t.db, lower);
    expect(seen).toEqual(
      expect.arrayContaining([
        'public.donations.guest_email',
        'public.recurring_donations.guest_email',
        'public.donor_summaries.donor_key',
        'public.contact_messages.email',
        'public.update_subscriptions.email',
        'public.audit_log.after',
        'public.webhook_deliveries.payload',
        'public.error_reports.message',
        'public.mail_outbox.reply_to',
        'public.rate_limit_counters.key',
      ]),
    );
    const records = await financialRecord(t.db, ids);
    const totals = [await campaignTotals(t.db, a.id), await campaignTotals(t.db, b.id)];
    const countDonations = async () =>
      (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from donations`))[0]!.n;
    const donationCount = await countDonations();

    const res = await anonymize(admin.cookie, { email: lower });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: privacyMessages.donorAnonymized,
      donationsAnonymized: 3,
      recurringAnonymized: 1,
      recurringCancelled: 1,
      accountDeleted: false,
    });

    expect(await columnsHolding(t.db, lower)).toEqual([]);
    expect(await columnsHolding(t.db, firstName)).toEqual([]);
    expect(await columnsHolding(t.db, lastName)).toEqual([]);
    expect(await financialRecord(t.db, ids)).toEqual(records);
    expect([await campaignTotals(t.db, a.id), await campaignTotals(t.db, b.id)]).toEqual(totals);
    // A later recount from the donations table agrees: the anonymized donor still counts once per campaign.
    await refreshCampaignTotals(t.db, [a.id, b.id]);
    expect([await campaignTotals(t.db, a.id), await campaignTotals(t.db, b.id)]).toEqual(totals);
    expect(await countDonations()).toBe(donationCount);
    const [gift] = await t.db.select().from(recurringDonations).where(eq(recurringDonations.campaignId, b.id));
    expect(gift).toMatchObject({ status: 'cancelled', guestEmail: null, anonymizedAt: expect.any(Date) });
    // The card a guest's gift remembered (issue 24) is the donor's too.
    expect(gift).toMatchObject({ guestCardId: null, guestCardBrand: null, guestCardLast4: null });
    const [other] = await t.db.select().from(donations).where(eq(donations.id, bystander.donationId));
    expect(other!.guestEmail).toMatch(/^by/);

    // The ledger keeps the gift, named as anonymized; the donor list no longer has the person.
    const ledger = await call('GET', `/api/admin/donations/${ids[0]}`, admin.cookie);
    expect(ledger.json()).toMatchObject({ firstName: ANONYMIZED_DONOR_LABEL, lastName: '', email: '', amount: 2_000 });
    const list = await call('GET', `/api/admin/donors?q=${encodeURIComponent(local.toLowerCase())}`, admin.cookie);
    expect(list.json().total).toBe(0);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'donor.anonymized'));
    expect(entry).toMatchObject({ subjectType: 'donor', actorId: admin.user.id });
    expect(entry!.after).toEqual({ donationsAnonymized: 3, recurringAnonymized: 1, accountDeleted: false });

    // Refunding one of the anonymized donor's two gifts to the campaign leaves them counted there once.
    const refund = await call('POST', `/api/admin/donations/${ids[0]}/refunds`, admin.cookie, { reason: 'Asked' });
    expect(refund.statusCode, refund.body).toBe(202);
    expect(await campaignTotals(t.db, a.id)).toEqual({ raised: totals[0]!.raised - 2_000, donors: totals[0]!.donors });

    const again = await anonymize(admin.cookie, { email: lower });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(privacyMessages.donorNotFound);
  });

  it('erases someone who never gave but wrote in and is named in an audit entry', async () => {
    const admin = await signIn(t.app, t.db, 'admin');
    const email = `${unique('writer')}@example.com`;
    await call('POST', '/api/contact', undefined, { name: 'Wren', email, subject: 'press', message: 'A question' });
    await t.db.transaction((tx) =>
      recordAudit(tx, {
        actor: { id: admin.user.id, firstName: 'Root', lastName: '', email: admin.user.email },
        action: 'webhook_endpoint.created',
        subjectType: 'webhook_endpoint',
        subjectId: null,
        after: { contact: email },
      }),
    );
    expect(await columnsHolding(t.db, email)).not.toEqual([]);
    const res = await anonymize(admin.cookie, { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ donationsAnonymized: 0, accountDeleted: false });
    expect(await columnsHolding(t.db, email)).toEqual([]);
    expect((await anonymize(admin.cookie, { email })).statusCode).toBe(404);
  });

  it('erases a registered donor by id: the account goes, the gifts stay anonymized', async () => {
    const admin = await signIn(t.app, t.db, 'admin');
    const donor = await donorWithHistory();
    const totals = await campaignTotals(t.db, donor.campaign.id);
    const res = await anonymize(admin.cookie, { userId: donor.user.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ donationsAnonymized: 3, recurringCancelled: 1, accountDeleted: true });
    expect(await t.db.select().from(users).where(eq(users.id, donor.user.id))).toEqual([]);
    expect((await call('GET', '/api/stats/donor', donor.cookie)).statusCode).toBe(401);
    expect(await columnsHolding(t.db, donor.user.email)).toEqual([]);
    expect(await columnsHolding(t.db, donor.firstName)).toEqual([]);
    expect(await campaignTotals(t.db, donor.campaign.id)).toEqual(totals);
    await refreshCampaignTotals(t.db, [donor.campaign.id]);
    // The account's gift and the earlier guest gift were two donors of the campaign, and still are.
    expect(await campaignTotals(t.db, donor.campaign.id)).toEqual(totals);
    expect((await anonymize(admin.cookie, { userId: donor.user.id })).statusCode).toBe(404);
  });
});
