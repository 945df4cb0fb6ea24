import { addDays } from '@causeway/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, donations, mailOutbox, recurringDonations, sandboxCards } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { donate } from '../../test/donate';
import { makeCampaign, signIn } from '../../test/factories';
import { applyPaymentEvent } from '../payments/payment-events';
import { chargeDueRenewals, RENEWAL_RETRY_DAYS, type RenewalDeps } from './renewals.service';

let t: TestApp;
let deps: RenewalDeps;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } } });
  const eventDeps = {
    db: t.db,
    links: { receiptUrl: (id: number) => `http://causeway.test/api/donations/${id}/receipt` },
  };
  deps = { db: t.db, applyEvent: (event) => applyPaymentEvent(eventDeps, 'sandbox', event) };
});
afterAll(() => t.close());

/** A signed-in donor's monthly gift, paid once, whose next charge is due now. */
async function dueMonthlyGift(amount = 2_000) {
  const { user, cookie } = await signIn(t.app, t.db);
  const campaign = await makeCampaign(t.db);
  await donate(t.app, { campaignId: campaign.id, amount, interval: 'monthly' }, { cookie, recurring: true });
  const [gift] = await t.db.select().from(recurringDonations).where(eq(recurringDonations.userId, user.id));
  const due = new Date(Date.now() - 60_000);
  await t.db.update(recurringDonations).set({ nextPaymentDate: due }).where(eq(recurringDonations.id, gift!.id));
  return { user, campaign, gift: gift!, due };
}
const giftRow = async (id: number) =>
  (await t.db.select().from(recurringDonations).where(eq(recurringDonations.id, id)))[0]!;
const raised = async (id: number) => (await t.db.select().from(campaigns).where(eq(campaigns.id, id)))[0]!.amountRaised;
const charges = (giftId: number) =>
  t.db.select().from(donations).where(eq(donations.recurringDonationId, giftId)).orderBy(donations.id);

describe('sandbox renewals', () => {
  it('charges a due gift once: a recurring donation, the next date a month on, the total up', async () => {
    const { campaign, gift, due } = await dueMonthlyGift();
    expect(await raised(campaign.id)).toBe(2_000);
    const result = await chargeDueRenewals(deps);
    expect(result.charged).toBeGreaterThanOrEqual(1);
    const rows = await charges(gift.id);
    expect(rows.map((r) => [r.donationType, r.status])).toEqual([
      ['recurring', 'succeeded'],
      ['recurring', 'succeeded'],
    ]);
    expect(await raised(campaign.id)).toBe(4_000);
    const after = await giftRow(gift.id);
    expect(after.nextPaymentDate!.getUTCMonth()).toBe((due.getUTCMonth() + 1) % 12);
    // Not due any more: a second run charges nothing for this gift.
    await chargeDueRenewals(deps);
    expect(await charges(gift.id)).toHaveLength(2);
  });

  it('two runners racing charge one renewal once', async () => {
    const { campaign, gift } = await dueMonthlyGift(1_500);
    await Promise.all([chargeDueRenewals(deps), chargeDueRenewals(deps), chargeDueRenewals(deps)]);
    expect((await charges(gift.id)).filter((d) => d.status === 'succeeded')).toHaveLength(2);
    expect(await raised(campaign.id)).toBe(3_000);
  });

  it('retries a failing card after 1, 3 and 7 days, then cancels the gift and e-mails the donor', async () => {
    const { user, campaign, gift } = await dueMonthlyGift(1_000);
    await t.db
      .update(sandboxCards)
      .set({ behaviour: 'decline' })
      .where(sql`true`);
    let now = new Date();
    for (const days of RENEWAL_RETRY_DAYS) {
      await chargeDueRenewals(deps, now);
      const row = await giftRow(gift.id);
      expect(row.status).toBe('active');
      expect(row.retryAt).toEqual(addDays(now, days));
      // Nothing is due before the retry date.
      expect((await chargeDueRenewals(deps, new Date(row.retryAt!.getTime() - 60_000))).failed).toBe(0);
      now = new Date(row.retryAt!.getTime() + 1_000);
    }
    await chargeDueRenewals(deps, now);
    const cancelled = await giftRow(gift.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', failedAttempts: 4 });
    const failed = (await charges(gift.id)).filter((d) => d.status === 'failed');
    expect(failed).toHaveLength(4);
    expect(failed[0]!.failureMessage).toBe('Your card was declined.');
    expect(await raised(campaign.id)).toBe(1_000);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    const mail = mails.find((m) => m.subject.includes('has been cancelled'));
    expect(mail!.textBody).toContain('We tried 4 times');
    await t.db
      .update(sandboxCards)
      .set({ behaviour: 'succeed' })
      .where(sql`true`);
  });

  it('leaves paused and cancelled gifts alone', async () => {
    const { gift } = await dueMonthlyGift(900);
    await t.db.update(recurringDonations).set({ status: 'paused' }).where(eq(recurringDonations.id, gift.id));
    await chargeDueRenewals(deps);
    expect(await charges(gift.id)).toHaveLength(1);
  });
});
