import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client';
import { donations, donorSummaries, mailOutbox, recurringDonations } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { donate } from '../../test/donate';
import { makeCampaign, signIn, unique } from '../../test/factories';
import { donorSummaryRows } from '../../test/totals';
import { applyPaymentEvent } from '../payments/payment-events';
import { chargeDueRenewals } from '../recurring/renewals.service';
import { recomputeDonorSummaries } from './donors.service';

let t: TestApp;
let admin: string;
const links = { receiptUrl: (id: number) => `http://causeway.test/api/donations/${id}/receipt` };
const applyEvent = (event: Parameters<typeof applyPaymentEvent>[2]) =>
  applyPaymentEvent({ db: t.db, links }, 'sandbox', event);

beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } } });
  admin = (await signIn(t.app, t.db, 'admin')).cookie;
});
afterAll(() => t.close());

/** The donor as the admin donor page shows them, or the status code when there is none. */
async function donorView(key: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/donors/${encodeURIComponent(key)}`,
    headers: { cookie: admin },
  });
  return res.statusCode === 200 ? res.json().donor : res.statusCode;
}
const guestOf = (email: string) => ({ guestEmail: email, guestFirstName: 'Ada', guestLastName: 'Lovelace' });
const refund = (paymentIntentId: string) =>
  applyEvent({ type: 'payment.refunded', id: unique('evt_refund_'), occurredAt: new Date(), paymentIntentId });

describe('donor summaries through the real payment flow', () => {
  it('counts a guest’s gifts under one address, not the covered fee, not a declined card, and drops refunds', async () => {
    const [c1, c2] = [await makeCampaign(t.db), await makeCampaign(t.db)];
    const email = `${unique('ada')}@example.com`;
    const key = `g${email}`;
    const first = await donate(t.app, { campaignId: c1.id, amount: 2_000, coverFees: true, ...guestOf(email) });
    expect(first.confirmation.status).toBe('succeeded');
    expect(await donorView(key)).toMatchObject({ isGuest: true, totalDonated: 2_000, donationCount: 1 });

    const second = await donate(t.app, { campaignId: c2.id, amount: 3_000, ...guestOf(email.toUpperCase()) });
    await donate(t.app, { campaignId: c2.id, amount: 9_000, ...guestOf(email) }, { card: '4000000000000002' });
    expect(await donorView(key)).toMatchObject({ totalDonated: 5_000, donationCount: 2, recurringCount: 0 });

    expect(await refund(second.confirmation.paymentIntentId)).toBe('applied');
    expect(await donorView(key)).toMatchObject({ totalDonated: 2_000, donationCount: 1 });
    // Nothing left that succeeded: not a donor any more.
    await refund(first.confirmation.paymentIntentId);
    expect(await donorView(key)).toBe(404);
  });

  it('counts a registered donor’s recurring gift and each renewal charge', async () => {
    const { user, cookie } = await signIn(t.app, t.db);
    const c = await makeCampaign(t.db);
    await donate(t.app, { campaignId: c.id, amount: 1_500, interval: 'monthly' }, { cookie, recurring: true });
    expect(await donorView(`u${user.id}`)).toMatchObject({
      id: user.id,
      isGuest: false,
      email: user.email,
      totalDonated: 1_500,
      donationCount: 1,
      recurringCount: 1,
    });
    const [gift] = await t.db.select().from(recurringDonations).where(eq(recurringDonations.userId, user.id));
    await t.db
      .update(recurringDonations)
      .set({ nextPaymentDate: new Date(Date.now() - 60_000) })
      .where(eq(recurringDonations.id, gift!.id));
    await chargeDueRenewals({ db: t.db, applyEvent });
    expect(await donorView(`u${user.id}`)).toMatchObject({ totalDonated: 3_000, donationCount: 2, recurringCount: 1 });
  });

  it('stays exact when one donor gives to many campaigns at the same moment', async () => {
    const { user, cookie } = await signIn(t.app, t.db);
    const email = `${unique('rush')}@example.com`;
    const campaigns = await Promise.all(Array.from({ length: 8 }, () => makeCampaign(t.db)));
    const amounts = campaigns.map((_, i) => 1_000 + i * 100);
    // A first gift each, so the racing ones all update an existing summary row.
    await donate(t.app, { campaignId: campaigns[0]!.id, amount: 500 }, { cookie });
    await donate(t.app, { campaignId: campaigns[0]!.id, amount: 500, ...guestOf(email) });
    await Promise.all(
      campaigns.flatMap((c, i) => [
        donate(t.app, { campaignId: c.id, amount: amounts[i] }, { cookie }),
        donate(t.app, { campaignId: c.id, amount: amounts[i], ...guestOf(email) }),
      ]),
    );
    const total = 500 + amounts.reduce((a, b) => a + b, 0);
    expect(await donorView(`u${user.id}`)).toMatchObject({ totalDonated: total, donationCount: 9 });
    expect(await donorView(`g${email}`)).toMatchObject({ totalDonated: total, donationCount: 9 });
  });
});

describe('guest gifts joining an account', () => {
  it('moves the guest’s summary to the account once the address is verified', async () => {
    const email = `${unique('grace')}@example.com`;
    const c = await makeCampaign(t.db);
    await donate(t.app, { campaignId: c.id, amount: 2_000, ...guestOf(email) });
    await donate(
      t.app,
      { campaignId: c.id, amount: 3_000, interval: 'monthly', ...guestOf(email) },
      { recurring: true },
    );
    expect(await donorView(`g${email}`)).toMatchObject({ totalDonated: 5_000, recurringCount: 1 });

    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, username: unique('grace'), password: 'long-enough-pw' },
    });
    const userId = registered.json().id as number;
    // Registering proves nothing about who gave: the gifts stay the guest's until the address is verified.
    expect(await donorView(`u${userId}`)).toBe(404);
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(desc(mailOutbox.id));
    const token = mail!.textBody.match(/verify-email\?token=([\w-]+)/)![1];
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode).toBe(
      200,
    );

    expect(await donorView(`g${email}`)).toBe(404);
    expect(await donorView(`u${userId}`)).toMatchObject({
      isGuest: false,
      totalDonated: 5_000,
      donationCount: 2,
      recurringCount: 1,
    });
  });
});

describe('rebuilding the summaries', () => {
  const snapshot = () => donorSummaryRows(t.db);

  it('the full rebuild and the migration’s backfill give the rows the payment flow kept', async () => {
    // A guest whose newest gift gives another name, and a gift older than its success time.
    const email = `${unique('lin')}@example.com`;
    const c = await makeCampaign(t.db);
    await donate(t.app, { campaignId: c.id, amount: 700, ...guestOf(email) });
    await donate(t.app, { campaignId: c.id, amount: 800, ...guestOf(email), guestFirstName: 'Adele' });
    await t.db
      .update(donations)
      .set({ succeededAt: null })
      .where(and(eq(donations.campaignId, c.id), eq(donations.amount, 700)));

    const kept = await snapshot();
    expect(kept.length).toBeGreaterThanOrEqual(5);
    await recomputeDonorSummaries(t.db);
    // succeeded_at was cleared behind the state machine's back: only that donor's first date may move.
    const rebuilt = await snapshot();
    const same = (rows: typeof kept) => rows.map((r) => ({ ...r, first_donation_at: null }));
    expect(same(rebuilt)).toEqual(same(kept));
    expect(rebuilt.find((r) => r.donor_key === `g${email}`)).toMatchObject({ guest_first_name: 'Adele' });

    const migration = fs.readFileSync(path.join(migrationsFolder, '0005_admin_area.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    expect(backfill).toContain('INSERT INTO "donor_summaries"');
    await t.db.delete(donorSummaries);
    await t.db.execute(sql.raw(backfill));
    expect(await snapshot()).toEqual(rebuilt);
  });
});
