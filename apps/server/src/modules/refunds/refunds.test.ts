import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCurrency, refundMessages as m, type LedgerDonationDetail, type LedgerRefund } from '@causeway/contracts';
import type { DatabaseHandle } from '../../db/client';
import { auditLog, donationRefunds, donations, donorSummaries, mailOutbox, users } from '../../db/schema';
import { donate, guest } from '../../test/donate';
import { makeCampaign, makeDonation, signIn, unique } from '../../test/factories';
import { buildPaymentsTestApp } from '../../test/build-test-app';
import { campaignTotals } from '../../test/totals';
import type { Payments } from '../payments/create-payments';
import type { PaymentEvent } from '../payments/payment-provider';
import { wordsIn } from '../../i18n/words';
import { receiptLines } from '../receipts/receipt-text';
import { buildAnnualStatement } from '../receipts/statements.service';
import { getOrganizationSettings } from '../settings/settings.service';

// Built with its payments in hand, so a test can replay the sandbox's refund events through the state machine.
let database: DatabaseHandle;
let app: FastifyInstance;
let payments: Payments;
let close: () => Promise<void>;
let admin: string;
let donor: { cookie: string; user: { id: number; email: string } };

beforeAll(async () => {
  ({ app, database, payments, close } = await buildPaymentsTestApp({
    rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } },
  }));
  admin = (await signIn(app, database.db, 'admin')).cookie;
  donor = await signIn(app, database.db, 'donor');
});
afterAll(() => close());

const db = () => database.db;
const refund = (id: number, payload: Record<string, unknown>, opts: { cookie?: string | null; key?: string } = {}) => {
  const cookie = opts.cookie === undefined ? admin : opts.cookie;
  return app.inject({
    method: 'POST',
    url: `/api/admin/donations/${id}/refunds`,
    payload,
    headers: { ...(cookie ? { cookie } : {}), ...(opts.key ? { 'idempotency-key': opts.key } : {}) },
  });
};
const donationRow = async (id: number) => (await db().select().from(donations).where(eq(donations.id, id)))[0]!;
const refundRows = (donationId: number) =>
  db()
    .select()
    .from(donationRefunds)
    .where(eq(donationRefunds.donationId, donationId))
    .orderBy(asc(donationRefunds.id));
const mailsTo = (address: string) => db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

/** A sandbox gift that succeeded: `amount` cents to a new campaign, by a new guest (or the signed-in donor). */
async function gift(amount: number, opts: { coverFees?: boolean; asDonor?: boolean } = {}) {
  const campaign = await makeCampaign(db());
  const email = `${unique('refund')}@example.com`;
  const body = {
    campaignId: campaign.id,
    amount,
    coverFees: opts.coverFees ?? false,
    ...(opts.asDonor ? {} : { ...guest, guestEmail: email }),
  };
  const { donationId, confirmation } = await donate(app, body, opts.asDonor ? { cookie: donor.cookie } : {});
  expect(confirmation.status).toBe('succeeded');
  const row = await donationRow(donationId);
  return { campaign, donationId, row, email: opts.asDonor ? donor.user.email : email };
}

describe('POST /api/admin/donations/{id}/refunds: access and validation', () => {
  it('answers 401 to a visitor and 403 to a donor, refunding nothing', async () => {
    const { donationId } = await gift(1_000);
    expect((await refund(donationId, { reason: 'Asked' }, { cookie: null })).statusCode).toBe(401);
    expect((await refund(donationId, { reason: 'Asked' }, { cookie: donor.cookie })).statusCode).toBe(403);
    expect(await refundRows(donationId)).toEqual([]);
    expect((await donationRow(donationId)).refundedAmount).toBe(0);
  });

  it.each([
    ['no reason', {}, 'reason', m.reasonRequired],
    ['a blank reason', { reason: '   ' }, 'reason', m.reasonRequired],
    ['a reason too long', { reason: 'x'.repeat(501) }, 'reason', m.reasonTooLong],
    ['an amount of 0', { reason: 'Asked', amount: 0 }, 'amount', m.amountPositive],
    ['a negative amount', { reason: 'Asked', amount: -100 }, 'amount', m.amountPositive],
    ['a fraction of a cent', { reason: 'Asked', amount: 10.5 }, 'amount', m.amountWhole],
    ['an amount as text', { reason: 'Asked', amount: 'ten' }, 'amount', m.amountNumber],
  ])('refuses %s with its message', async (_name, payload, field, message) => {
    const { donationId } = await gift(1_000);
    const res = await refund(donationId, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors[field]).toContain(message);
    expect(await refundRows(donationId)).toEqual([]);
  });

  it('refuses a bad id, an unknown donation and a too short Idempotency-Key', async () => {
    expect((await refund(0, { reason: 'Asked' })).json().fieldErrors.id).toContain(m.badId);
    const missing = await refund(99_999_999, { reason: 'Asked' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(m.notFound);
    const { donationId } = await gift(1_000);
    const short = await refund(donationId, { reason: 'Asked' }, { key: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain(m.idempotencyKeyLength);
  });

  it('refuses an offline gift, a pending or failed donation, and one refunded in full, each with its message', async () => {
    const campaign = await makeCampaign(db());
    const offline = await makeDonation(db(), {
      campaignId: campaign.id,
      provider: 'offline',
      paymentIntentId: null,
      offlineMethod: 'cheque',
      receiptNumber: Date.now(),
    });
    const pending = await makeDonation(db(), { campaignId: campaign.id, status: 'pending' });
    const failed = await makeDonation(db(), { campaignId: campaign.id, status: 'failed' });
    const legacy = await makeDonation(db(), { campaignId: campaign.id, status: 'refunded' });
    for (const [row, message] of [
      [offline, m.offline],
      [pending, m.notSucceeded],
      [failed, m.notSucceeded],
      [legacy, m.alreadyRefunded],
    ] as const) {
      const res = await refund(row.id, { reason: 'Asked' });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(message);
      expect(await refundRows(row.id)).toEqual([]);
    }
    const { donationId } = await gift(1_000);
    expect((await refund(donationId, { reason: 'Asked' })).statusCode).toBe(202);
    const again = await refund(donationId, { reason: 'Asked' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyRefunded);
  });
});

describe('refunds through the sandbox', () => {
  it('refunds a whole gift: the charge back, totals and donor count down, the e-mail queued, the action audited', async () => {
    const { campaign, donationId, row, email } = await gift(2_500, { coverFees: true });
    const charge = row.amount + row.feeAmount;
    expect(row.feeAmount).toBeGreaterThan(0);
    expect(await campaignTotals(db(), campaign.id)).toEqual({ raised: 2_500, donors: 1 });

    const res = await refund(donationId, { reason: '  Donor asked by phone  ' });
    expect(res.statusCode, res.body).toBe(202);
    const body = res.json() as LedgerRefund;
    expect(body).toMatchObject({ amount: charge, reason: 'Donor asked by phone', status: 'succeeded' });
    expect(body.appliedAt).toEqual(expect.any(String));

    expect(await donationRow(donationId)).toMatchObject({ status: 'refunded', refundedAmount: charge });
    expect(await campaignTotals(db(), campaign.id)).toEqual({ raised: 0, donors: 0 });
    const [rowAfter] = await refundRows(donationId);
    expect(rowAfter).toMatchObject({ status: 'succeeded', idempotencyKey: `causeway-refund-${donationId}-1` });
    expect(rowAfter!.providerRefundId).toMatch(/^re_sandbox_/);

    const mails = (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Your refund'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(formatCurrency(charge));
    expect(mails[0]!.textBody).toContain(`receipt number ${row.receiptNumber}`);
    expect(mails[0]!.textBody).toContain('refunded in full');

    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'donation'), eq(auditLog.subjectId, donationId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'donation.refund_requested',
      before: { refundedAmount: 0, pendingRefundAmount: 0 },
      after: { refundedAmount: 0, pendingRefundAmount: charge, refundAmount: charge, reason: 'Donor asked by phone' },
    });
    // The ledger's detail shows the refund, the figure and the audit entry.
    const detail = (
      await app.inject({ method: 'GET', url: `/api/admin/donations/${donationId}`, headers: { cookie: admin } })
    ).json() as LedgerDonationDetail;
    expect(detail).toMatchObject({ status: 'refunded', refundedAmount: charge });
    expect(detail.refunds.map((r) => [r.id, r.status])).toEqual([[body.id, 'succeeded']]);
    expect(detail.auditTrail.map((a) => a.action)).toEqual(['donation.refund_requested']);
  });

  it('a partial refund moves the totals by the refunded amount only; the receipt, e-mail and summary show it', async () => {
    const { campaign, donationId, row } = await gift(5_000, { asDonor: true });
    const res = await refund(donationId, { amount: 2_000, reason: 'Half of a double gift' });
    expect(res.statusCode, res.body).toBe(202);
    expect(await donationRow(donationId)).toMatchObject({ status: 'succeeded', refundedAmount: 2_000 });
    expect(await campaignTotals(db(), campaign.id)).toEqual({ raised: 3_000, donors: 1 });

    const [summary] = await db().select().from(donorSummaries).where(eq(donorSummaries.userId, donor.user.id));
    const gifts = await db()
      .select()
      .from(donations)
      .where(and(eq(donations.userId, donor.user.id), eq(donations.status, 'succeeded')));
    const net = gifts.reduce((sum, g) => sum + g.amount - Math.min(g.amount, g.refundedAmount), 0);
    expect(Number(summary!.totalDonated)).toBe(net);

    const mail = (await mailsTo(donor.user.email)).find((x) => x.subject.startsWith('Your refund'));
    expect(mail!.subject).toContain('$20');
    expect(mail!.textBody).toContain(`receipt number ${row.receiptNumber}`);
    expect(mail!.textBody).toMatch(/Your donation now\s+\$30/);

    const details = {
      donation: await donationRow(donationId),
      campaignTitle: 'Wells',
      organizationName: null,
      donorEmail: donor.user.email,
      donorFirstName: 'Ada',
      donorLastName: 'Donor',
      donorLocale: null,
      recurringInterval: null,
    };
    const lines = receiptLines(details, await getOrganizationSettings(db()), wordsIn('en'));
    expect(lines).toContainEqual(['Refunded', '$20.00']);
    expect(lines).toContainEqual(['Net donation', '$30.00']);
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/donations/${donationId}/receipt`,
      headers: { cookie: donor.cookie },
    });
    expect(pdf.statusCode).toBe(200);

    const year = row.succeededAt!.getUTCFullYear();
    const statement = await buildAnnualStatement(db(), (await userRow(donor.user.id))!, year);
    const line = statement.gifts.find((g) => g.id === donationId)!;
    expect(line.refundedAmount).toBe(2_000);
    const [dollars] = statement.sections;
    expect(dollars!.total).toBe(dollars!.totalGifts + dollars!.totalFees - dollars!.totalRefunded);
    expect(dollars!.totalRefunded).toBeGreaterThanOrEqual(2_000);
  });

  it('two partial refunds, then the rest: the gift ends refunded and every refund succeeded', async () => {
    const { campaign, donationId } = await gift(3_000);
    expect((await refund(donationId, { amount: 1_000, reason: 'First part' })).statusCode).toBe(202);
    expect((await refund(donationId, { amount: 500, reason: 'Second part' })).statusCode).toBe(202);
    expect(await campaignTotals(db(), campaign.id)).toEqual({ raised: 1_500, donors: 1 });
    const rest = await refund(donationId, { reason: 'The rest' });
    expect(rest.statusCode, rest.body).toBe(202);
    expect(rest.json()).toMatchObject({ amount: 1_500, status: 'succeeded' });
    expect(await donationRow(donationId)).toMatchObject({ status: 'refunded', refundedAmount: 3_000 });
    expect(await campaignTotals(db(), campaign.id)).toEqual({ raised: 0, donors: 0 });
    expect((await refundRows(donationId)).map((r) => [r.amount, r.status])).toEqual([
      [1_000, 'succeeded'],
      [500, 'succeeded'],
      [1_500, 'succeeded'],
    ]);
  });

  it('refuses more than is left, saying how much is left', async () => {
    const { campaign, donationId } = await gift(1_000);
    expect((await refund(donationId, { amount: 400, reason: 'Part' })).statusCode).toBe(202);
    const over = await refund(donationId, { amount: 601, reason: 'Too much' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(m.tooMuch(600));
    expect(await campaignTotals(db(), campaign.id)).toEqual({ raised: 600, donors: 1 });
    expect(await refundRows(donationId)).toHaveLength(1);
  });

  it('the same Idempotency-Key refunds once and answers the same refund; with another amount it is refused', async () => {
    const { campaign, donationId } = await gift(2_000);
    const key = unique('refund-key-');
    const first = await refund(donationId, { amount: 500, reason: 'Double click' }, { key });
    const second = await refund(donationId, { amount: 500, reason: 'Double click' }, { key });
    expect(first.statusCode, first.body).toBe(202);
    expect(second.statusCode).toBe(202);
    expect(second.json().id).toBe(first.json().id);
    expect(await refundRows(donationId)).toHaveLength(1);
    expect(await campaignTotals(db(), campaign.id)).toEqual({ raised: 1_500, donors: 1 });
    const other = await refund(donationId, { amount: 700, reason: 'Other' }, { key });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(m.idempotencyKeyReused);
    expect((await donationRow(donationId)).refundedAmount).toBe(500);
  });

  it('two clicks at the same moment with the same key refund once', async () => {
    const { campaign, donationId } = await gift(1_800);
    const key = unique('same-moment-');
    const answers = await Promise.all(
      [1, 2].map(() => refund(donationId, { amount: 900, reason: 'Clicked twice' }, { key })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202]);
    expect(answers[0]!.json().id).toBe(answers[1]!.json().id);
    expect(await refundRows(donationId)).toHaveLength(1);
    expect(await campaignTotals(db(), campaign.id)).toEqual({ raised: 900, donors: 1 });
  });

  it('a replayed or older refund event refunds nothing twice', async () => {
    const { campaign, donationId, row, email } = await gift(4_000);
    expect((await refund(donationId, { amount: 1_000, reason: 'Part' })).statusCode).toBe(202);
    expect((await refund(donationId, { amount: 1_000, reason: 'Another part' })).statusCode).toBe(202);
    const event = (amountRefunded?: number): PaymentEvent => ({
      type: 'payment.refunded',
      id: unique('evt_replay_'),
      occurredAt: new Date(),
      paymentIntentId: row.paymentIntentId!,
      ...(amountRefunded !== undefined && { amountRefunded }),
    });
    const same = event(2_000);
    expect(await payments.applyEvent(same)).toBe('ignored');
    expect(await payments.applyEvent(same)).toBe('duplicate');
    expect(await payments.applyEvent(event(1_000))).toBe('ignored');
    expect(await donationRow(donationId)).toMatchObject({ status: 'succeeded', refundedAmount: 2_000 });
    expect(await campaignTotals(db(), campaign.id)).toEqual({ raised: 2_000, donors: 1 });
    expect((await mailsTo(email)).filter((x) => x.subject.startsWith('Your refund'))).toHaveLength(2);
    // A refund made at the provider itself (its dashboard) still counts, once.
    expect(await payments.applyEvent(event(2_500))).toBe('applied');
    expect(await campaignTotals(db(), campaign.id)).toEqual({ raised: 1_500, donors: 1 });
    expect(await payments.applyEvent(event())).toBe('applied');
    expect(await donationRow(donationId)).toMatchObject({ status: 'refunded', refundedAmount: 4_000 });
    expect(await campaignTotals(db(), campaign.id)).toEqual({ raised: 0, donors: 0 });
  });

  it('the admin overview counts a partly refunded gift net, also for a refund made at the provider', async () => {
    const overview = async () => {
      const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: admin } });
      const month = new Date().toISOString().slice(0, 7);
      const monthly = (await get('/api/admin/dashboard/monthly')).json() as { month: string; amount: number }[];
      const stats = (await get('/api/admin/dashboard/stats')).json() as { totalRaised: number };
      return { month: monthly.find((m) => m.month === month)!.amount, total: stats.totalRaised };
    };
    const { donationId, row } = await gift(3_000);
    const before = await overview();
    expect((await refund(donationId, { amount: 700, reason: 'Part' })).statusCode).toBe(202);
    expect(await overview()).toEqual({ month: before.month - 700, total: before.total - 700 });

    const atProvider: PaymentEvent = {
      type: 'payment.refunded',
      id: unique('evt_dashboard_'),
      occurredAt: new Date(),
      paymentIntentId: row.paymentIntentId!,
      amountRefunded: 1_000,
    };
    expect(await payments.applyEvent(atProvider)).toBe('applied');
    expect(await overview()).toEqual({ month: before.month - 1_000, total: before.total - 1_000 });
    expect((await refundRows(donationId)).map((r) => [r.amount, r.status, r.reason, r.requestedById])).toEqual([
      [700, 'succeeded', 'Part', expect.any(Number)],
      [300, 'succeeded', 'Refunded at the payment provider', null],
    ]);
  });

  it('a refusal by the provider leaves a failed refund with its message and moves nothing', async () => {
    const { campaign, donationId, row } = await gift(1_500);
    // The sandbox's own record says the charge was refunded elsewhere already (as Stripe would know).
    await db()
      .insert(donationRefunds)
      .values({
        donationId,
        amount: 1_500,
        provider: 'sandbox',
        status: 'succeeded',
        providerRefundId: unique('re_sandbox_elsewhere'),
        idempotencyKey: unique('elsewhere-'),
      });
    const res = await refund(donationId, { amount: 200, reason: 'Asked' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^The payment provider refused the refund: Refund amount \(\$2\.00\) is greater/,
    );
    const rows = await refundRows(donationId);
    expect(rows.at(-1)).toMatchObject({ amount: 200, status: 'failed' });
    expect(rows.at(-1)!.failureMessage).toContain('greater than unrefunded amount');
    expect(await donationRow(donationId)).toMatchObject({ status: 'succeeded', refundedAmount: 0 });
    expect(await campaignTotals(db(), campaign.id)).toEqual({ raised: 1_500, donors: 1 });
    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'donation'), eq(auditLog.subjectId, donationId)))
      .orderBy(asc(auditLog.id));
    expect(actions.map((a) => a.action)).toEqual(['donation.refund_requested', 'donation.refund_failed']);
    expect(row.status).toBe('succeeded');
  });
});

async function userRow(id: number) {
  const [user] = await db().select().from(users).where(eq(users.id, id));
  return user;
}
