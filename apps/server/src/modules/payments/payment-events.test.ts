import { addDays } from '@causeway/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, recurringDonations } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { donate, guest } from '../../test/donate';
import { makeCampaign, makeUser, signIn, unique } from '../../test/factories';
import { campaignTotals } from '../../test/totals';
import { applyPaymentEvent, type PaymentEventDeps } from './payment-events';

let t: TestApp;
let deps: PaymentEventDeps;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } } });
  deps = { db: t.db, links: { receiptUrl: (id) => `http://causeway.test/api/donations/${id}/receipt` } };
});
afterAll(() => t.close());

const totals = (id: number) => campaignTotals(t.db, id);
const status = async (id: number) => (await t.db.select().from(donations).where(eq(donations.id, id)))[0]!.status;

async function pendingDonation(campaignId: number, amount = 1_000) {
  const paymentIntentId = unique('pi_evt_');
  const [row] = await t.db
    .insert(donations)
    .values({ campaignId, amount, provider: 'stripe', paymentIntentId, guestEmail: `${unique('g')}@example.com` })
    .returning();
  return { id: row!.id, paymentIntentId };
}
const event = (type: string, paymentIntentId: string, at = new Date(), extra = {}) =>
  ({ type, id: unique('evt_'), occurredAt: at, paymentIntentId, message: 'Declined', ...extra }) as never;

describe('the payment state machine', () => {
  it('applies an event once, however often it is delivered', async () => {
    const c = await makeCampaign(t.db);
    const d = await pendingDonation(c.id);
    const succeeded = event('payment.succeeded', d.paymentIntentId);
    expect(await applyPaymentEvent(deps, 'stripe', succeeded)).toBe('applied');
    expect(await applyPaymentEvent(deps, 'stripe', succeeded)).toBe('duplicate');
    await Promise.all([1, 2, 3].map(() => applyPaymentEvent(deps, 'stripe', succeeded)));
    expect(await totals(c.id)).toEqual({ raised: 1_000, donors: 1 });
  });

  it('a second success event for the same payment (new id) changes nothing', async () => {
    const c = await makeCampaign(t.db);
    const d = await pendingDonation(c.id);
    await applyPaymentEvent(deps, 'stripe', event('payment.succeeded', d.paymentIntentId));
    expect(await applyPaymentEvent(deps, 'stripe', event('payment.succeeded', d.paymentIntentId))).toBe('ignored');
    expect(await totals(c.id)).toEqual({ raised: 1_000, donors: 1 });
  });

  it('never moves a donation backwards: a late failure after success is ignored', async () => {
    const c = await makeCampaign(t.db);
    const d = await pendingDonation(c.id);
    const now = Date.now();
    await applyPaymentEvent(deps, 'stripe', event('payment.succeeded', d.paymentIntentId, new Date(now)));
    expect(
      await applyPaymentEvent(deps, 'stripe', event('payment.failed', d.paymentIntentId, new Date(now - 5_000))),
    ).toBe('ignored');
    expect(await status(d.id)).toBe('succeeded');
    expect(await totals(c.id)).toEqual({ raised: 1_000, donors: 1 });
  });

  it('a refund after success lowers the total and the donor count, once', async () => {
    const c = await makeCampaign(t.db);
    const a = await pendingDonation(c.id, 1_000);
    const b = await pendingDonation(c.id, 3_000);
    await applyPaymentEvent(deps, 'stripe', event('payment.succeeded', a.paymentIntentId));
    await applyPaymentEvent(deps, 'stripe', event('payment.succeeded', b.paymentIntentId));
    expect(await totals(c.id)).toEqual({ raised: 4_000, donors: 2 });
    const refund = event('payment.refunded', b.paymentIntentId);
    expect(await applyPaymentEvent(deps, 'stripe', refund)).toBe('applied');
    expect(await applyPaymentEvent(deps, 'stripe', refund)).toBe('duplicate');
    expect(await applyPaymentEvent(deps, 'stripe', event('payment.refunded', b.paymentIntentId))).toBe('ignored');
    expect(await status(b.id)).toBe('refunded');
    expect(await totals(c.id)).toEqual({ raised: 1_000, donors: 1 });
    // Nothing revives a refunded donation.
    expect(await applyPaymentEvent(deps, 'stripe', event('payment.succeeded', b.paymentIntentId))).toBe('ignored');
  });

  it('counts a donor once per campaign however many gifts they make', async () => {
    const c = await makeCampaign(t.db);
    const user = await makeUser(t.db);
    for (const amount of [500, 700]) {
      const paymentIntentId = unique('pi_u_');
      await t.db
        .insert(donations)
        .values({ campaignId: c.id, amount, provider: 'stripe', paymentIntentId, userId: user.id });
      await applyPaymentEvent(deps, 'stripe', event('payment.succeeded', paymentIntentId));
    }
    expect(await totals(c.id)).toEqual({ raised: 1_200, donors: 1 });
  });

  it('an event for an unknown payment is recorded and ignored', async () => {
    expect(await applyPaymentEvent(deps, 'stripe', event('payment.succeeded', 'pi_unknown'))).toBe('ignored');
  });

  it('a refund that overtakes its success waits (deferred, not recorded) and applies when delivered again', async () => {
    const c = await makeCampaign(t.db);
    const d = await pendingDonation(c.id, 1_500);
    const refund = event('payment.refunded', d.paymentIntentId);
    expect(await applyPaymentEvent(deps, 'stripe', refund)).toBe('deferred');
    expect(await status(d.id)).toBe('pending');
    expect(await applyPaymentEvent(deps, 'stripe', event('payment.succeeded', d.paymentIntentId))).toBe('applied');
    expect(await totals(c.id)).toEqual({ raised: 1_500, donors: 1 });
    expect(await applyPaymentEvent(deps, 'stripe', refund)).toBe('applied');
    expect(await status(d.id)).toBe('refunded');
    expect(await totals(c.id)).toEqual({ raised: 0, donors: 0 });
    expect(await applyPaymentEvent(deps, 'stripe', event('payment.refunded', 'pi_not_ours'))).toBe('ignored');
  });

  it("a renewal before the subscription's first payment succeeded waits; one of an unknown subscription is ignored", async () => {
    const c = await makeCampaign(t.db);
    const subscriptionId = unique('sub_early_');
    const first = unique('pi_first_');
    await t.db.insert(donations).values({
      campaignId: c.id,
      amount: 1_000,
      provider: 'stripe',
      paymentIntentId: first,
      interval: 'monthly',
      providerSubscriptionId: subscriptionId,
      guestEmail: `${unique('g')}@example.com`,
    });
    const renewal = {
      type: 'subscription.renewed',
      id: unique('evt_'),
      occurredAt: new Date(),
      subscriptionId,
      paymentIntentId: unique('pi_r_'),
      amount: 1_000,
      nextPaymentDate: null,
    } as const;
    expect(await applyPaymentEvent(deps, 'stripe', renewal)).toBe('deferred');
    expect(await applyPaymentEvent(deps, 'stripe', event('payment.succeeded', first))).toBe('applied');
    expect(await applyPaymentEvent(deps, 'stripe', renewal)).toBe('applied');
    expect(await totals(c.id)).toEqual({ raised: 2_000, donors: 1 });
    const stranger = { ...renewal, id: unique('evt_'), subscriptionId: 'sub_not_ours' };
    expect(await applyPaymentEvent(deps, 'stripe', stranger)).toBe('ignored');
  });

  it('a renewal adds a recurring donation to the gift and moves its next date; replays add nothing', async () => {
    const c = await makeCampaign(t.db);
    const [gift] = await t.db
      .insert(recurringDonations)
      .values({
        campaignId: c.id,
        amount: 2_000,
        interval: 'quarterly',
        provider: 'stripe',
        providerSubscriptionId: 'sub_q1',
        guestEmail: 'q@example.com',
      })
      .returning();
    const next = addDays(new Date(), 90);
    const renewal = {
      type: 'subscription.renewed',
      id: unique('evt_'),
      occurredAt: new Date(),
      subscriptionId: 'sub_q1',
      paymentIntentId: unique('pi_r_'),
      amount: 2_000,
      nextPaymentDate: next,
    } as const;
    expect(await applyPaymentEvent(deps, 'stripe', renewal)).toBe('applied');
    expect(await applyPaymentEvent(deps, 'stripe', renewal)).toBe('duplicate');
    const rows = await t.db.select().from(donations).where(eq(donations.recurringDonationId, gift!.id));
    expect(rows).toEqual([expect.objectContaining({ donationType: 'recurring', status: 'succeeded', amount: 2_000 })]);
    const [after] = await t.db.select().from(recurringDonations).where(eq(recurringDonations.id, gift!.id));
    expect(after!.nextPaymentDate!.toISOString()).toBe(next.toISOString());
    expect(await totals(c.id)).toEqual({ raised: 2_000, donors: 1 });
  });

  it('a cancelled recurring gift stays cancelled', async () => {
    const c = await makeCampaign(t.db);
    await t.db.insert(recurringDonations).values({
      campaignId: c.id,
      amount: 500,
      interval: 'monthly',
      provider: 'stripe',
      providerSubscriptionId: 'sub_c1',
      status: 'cancelled',
    });
    const update = {
      type: 'subscription.updated',
      id: unique('evt_'),
      occurredAt: new Date(),
      subscriptionId: 'sub_c1',
      status: 'active',
      nextPaymentDate: null,
    } as const;
    expect(await applyPaymentEvent(deps, 'stripe', update)).toBe('ignored');
  });
});

describe('concurrent donations', () => {
  it('100 concurrent sandbox donations to one campaign leave the raised amount and donor count exact', async () => {
    const c = await makeCampaign(t.db, { goal: 10_000_000 });
    const repeatDonor = { ...guest, guestEmail: 'repeat@example.com' };
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        donate(
          t.app,
          {
            campaignId: c.id,
            amount: 100 + i,
            ...(i % 10 === 0 ? repeatDonor : { ...guest, guestEmail: `donor${i}@example.com` }),
          },
          { card: i % 7 === 3 ? '4000000000000002' : '4242424242424242' },
        ),
      ),
    );
    const succeeded = results.filter((r) => r.confirmation.status === 'succeeded');
    expect(succeeded.length).toBeGreaterThan(80);
    const [truth] = await t.db
      .select({
        sum: sql<number>`coalesce(sum(${donations.amount}), 0)`.mapWith(Number),
        donors: sql<number>`count(distinct lower(${donations.guestEmail}))`.mapWith(Number),
      })
      .from(donations)
      .where(sql`${donations.campaignId} = ${c.id} and ${donations.status} = 'succeeded'`);
    const expectedSum = Array.from({ length: 100 }, (_, i) => i)
      .filter((i) => i % 7 !== 3)
      .reduce((n, i) => n + 100 + i, 0);
    expect(truth!.sum).toBe(expectedSum);
    expect(await totals(c.id)).toEqual({ raised: truth!.sum, donors: truth!.donors });
  });

  it('counts a donor once when they give twice at the same moment, and again exactly after refunds', async () => {
    const c = await makeCampaign(t.db, { goal: 10_000_000 });
    const donors = await Promise.all(Array.from({ length: 6 }, () => signIn(t.app, t.db)));
    const guests = Array.from({ length: 6 }, (_, i) => ({
      ...guest,
      guestEmail: `${unique('twice')}${i}@example.com`,
    }));
    // Gifts 0–11: each donor's two gifts; 12–23: each guest's two, the second with the address in capitals.
    const amounts = [...donors, ...guests].flatMap((_, i) => [1_000 + i * 10, 1_001 + i * 10]);
    const gifts = await Promise.all([
      ...donors.flatMap(({ cookie }, i) =>
        [0, 1].map((k) => donate(t.app, { campaignId: c.id, amount: amounts[i * 2 + k] }, { cookie })),
      ),
      ...guests.flatMap((g, i) =>
        [g.guestEmail, g.guestEmail.toUpperCase()].map((email, k) =>
          donate(t.app, { campaignId: c.id, amount: amounts[12 + i * 2 + k], ...g, guestEmail: email }),
        ),
      ),
    ]);
    expect(gifts.map((g) => g.confirmation.status)).toEqual(Array(24).fill('succeeded'));
    const sum = (ns: number[]) => ns.reduce((a, n) => a + n, 0);
    expect(await totals(c.id)).toEqual({ raised: sum(amounts), donors: 12 });

    // Refunded at the same moment: both gifts of three donors and three guests, one gift of each of the others.
    const refunded = [0, 1, 2].flatMap((i) => [i * 2, i * 2 + 1, 12 + i * 2, 13 + i * 2]);
    refunded.push(...[3, 4, 5].flatMap((i) => [i * 2, 12 + i * 2]));
    const results = await Promise.all(
      refunded.map((n) =>
        applyPaymentEvent(deps, 'sandbox', event('payment.refunded', gifts[n]!.confirmation.paymentIntentId)),
      ),
    );
    expect(results).toEqual(Array(refunded.length).fill('applied'));
    const kept = amounts.filter((_, n) => !refunded.includes(n));
    expect(await totals(c.id)).toEqual({ raised: sum(kept), donors: 6 });
  });
});
