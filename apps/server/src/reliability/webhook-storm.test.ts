import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, donations, mailOutbox, recurringDonations } from '../db/schema';
import { createIntent } from '../test/donate';
import { makeCampaign, unique } from '../test/factories';
import { buildStripeTestApp, type StripeTestApp } from '../test/stripe-test-app';

// Reliability (issue 10): every Stripe event delivered three times, all deliveries shuffled, and whatever
// the app refuses (a non-2xx) delivered again as Stripe does, until everything is accepted. The donations,
// the recurring gift, the campaign's totals and the receipts must come out exactly as in the ordered story.

let t: StripeTestApp;
beforeAll(async () => {
  t = await buildStripeTestApp({ rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } } });
});
afterAll(() => t?.close());

/** A small seeded generator, so a failing order can be replayed from the seed in the test's name. */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

let clock = 1_767_225_600; // 2026-01-01: each event one second after the one before it in the true story
const stripeEvent = (type: string, object: Record<string, unknown>) => ({
  id: unique('evt_storm_'),
  object: 'event',
  type,
  created: ++clock,
  livemode: false,
  data: { object },
});
const succeeded = (pi: string, amount: number, customer: string | null = null) =>
  stripeEvent('payment_intent.succeeded', {
    id: pi,
    object: 'payment_intent',
    status: 'succeeded',
    amount,
    customer,
    payment_method: null,
    latest_charge: null,
  });
const failed = (pi: string) =>
  stripeEvent('payment_intent.payment_failed', {
    id: pi,
    object: 'payment_intent',
    last_payment_error: { message: 'Your card was declined.' },
  });
const refunded = (pi: string, amount: number, amountRefunded = amount) =>
  stripeEvent('charge.refunded', {
    id: unique('ch_'),
    object: 'charge',
    payment_intent: pi,
    amount,
    amount_refunded: amountRefunded,
  });
const invoicePaid = (subscription: string, pi: string, amount: number, reason: string, periodEnd: number) =>
  stripeEvent('invoice.paid', {
    id: unique('in_'),
    object: 'invoice',
    billing_reason: reason,
    amount_paid: amount,
    parent: { subscription_details: { subscription } },
    payment_intent: pi,
    lines: { data: [{ period: { end: periodEnd } }] },
  });
const subscriptionUpdated = (subscription: string, status: string, pause: boolean, periodEnd: number) =>
  stripeEvent('customer.subscription.updated', {
    id: subscription,
    object: 'subscription',
    status,
    pause_collection: pause ? { behavior: 'void', resumes_at: null } : null,
    items: { object: 'list', data: [{ id: 'si_1', current_period_end: periodEnd }] },
  });

const deliver = (event: object) => t.deliver(event);

async function startGift(campaignId: number, amount: number, recurring = false) {
  const email = `${unique('storm')}@example.com`;
  const res = await createIntent(
    t.app,
    {
      campaignId,
      amount,
      guestEmail: email,
      guestFirstName: 'Storm',
      guestLastName: 'Donor',
      ...(recurring && { interval: 'monthly' }),
    },
    { recurring },
  );
  expect(res.statusCode).toBe(201);
  const [row] = await t.db.select().from(donations).where(eq(donations.id, res.json().donationId));
  return { id: row!.id, pi: row!.paymentIntentId!, subscription: row!.providerSubscriptionId, email, amount };
}

describe('webhook storm: every event three times, in shuffled order', () => {
  it.each([1, 7, 42, 2026, 99_991])(
    'seed %i: donations, the recurring gift, totals and receipts are exact',
    async (seed) => {
      const c = await makeCampaign(t.db);
      const paid = await startGift(c.id, 1_000);
      const paidToo = await startGift(c.id, 1_100);
      const retried = await startGift(c.id, 2_000); // declined, then paid with another card
      const declined = await startGift(c.id, 3_000);
      const refund = await startGift(c.id, 4_000);
      const partial = await startGift(c.id, 5_000); // a partial refund leaves the rest of the gift standing
      const monthly = await startGift(c.id, 700, true);
      const sub = monthly.subscription!;
      const month = 2_678_400;
      const firstPeriodEnd = clock + month;
      const renewals = [unique('pi_renew_'), unique('pi_renew_')];

      // The true story, in order.
      const story = [
        succeeded(paid.pi, paid.amount),
        succeeded(paidToo.pi, paidToo.amount),
        failed(retried.pi),
        succeeded(retried.pi, retried.amount),
        failed(declined.pi),
        succeeded(refund.pi, refund.amount),
        refunded(refund.pi, refund.amount),
        succeeded(partial.pi, partial.amount),
        refunded(partial.pi, partial.amount, 1_000),
        succeeded(monthly.pi, monthly.amount, 'cus_storm'),
        invoicePaid(sub, monthly.pi, monthly.amount, 'subscription_create', firstPeriodEnd),
        subscriptionUpdated(sub, 'active', false, firstPeriodEnd),
        invoicePaid(sub, renewals[0]!, monthly.amount, 'subscription_cycle', firstPeriodEnd + month),
        subscriptionUpdated(sub, 'active', true, firstPeriodEnd + month), // the donor paused at Stripe
        subscriptionUpdated(sub, 'active', false, firstPeriodEnd + 2 * month), // and resumed
        invoicePaid(sub, renewals[1]!, monthly.amount, 'subscription_cycle', firstPeriodEnd + 2 * month),
        stripeEvent('invoice.payment_failed', { id: unique('in_'), payment_intent: unique('pi_unknown_') }),
      ];

      let queue = shuffled(
        story.flatMap((e) => [e, e, e]),
        seed,
      );
      for (let round = 0; queue.length > 0; round++) {
        expect(round, 'every event is accepted within a few redeliveries').toBeLessThan(10);
        const again = [];
        for (const event of queue) {
          const res = await deliver(event);
          if (res.statusCode !== 200) {
            expect(res.statusCode).toBe(409);
            again.push(event);
          }
        }
        queue = shuffled(again, seed + round + 1);
      }

      const rows = await t.db.select().from(donations).where(eq(donations.campaignId, c.id));
      const statusOf = (id: number) => rows.find((r) => r.id === id)!.status;
      expect(statusOf(paid.id)).toBe('succeeded');
      expect(statusOf(paidToo.id)).toBe('succeeded');
      expect(statusOf(retried.id)).toBe('succeeded');
      expect(rows.find((r) => r.id === retried.id)!.failureMessage).toBeNull();
      expect(statusOf(declined.id)).toBe('failed');
      expect(statusOf(refund.id)).toBe('refunded');
      expect(statusOf(partial.id)).toBe('succeeded');
      expect(rows.find((r) => r.id === partial.id)!.refundedAmount).toBe(1_000);
      expect(statusOf(monthly.id)).toBe('succeeded');

      const [gift] = await t.db
        .select()
        .from(recurringDonations)
        .where(eq(recurringDonations.providerSubscriptionId, sub));
      expect(gift).toMatchObject({ status: 'active', amount: 700 });
      expect(gift!.nextPaymentDate!.getTime()).toBe((firstPeriodEnd + 2 * month) * 1000);
      const charges = rows.filter((r) => r.recurringDonationId === gift!.id);
      expect(charges.map((r) => r.paymentIntentId).sort()).toEqual([monthly.pi, ...renewals].sort());
      expect(charges.every((r) => r.status === 'succeeded')).toBe(true);
      expect(rows).toHaveLength(9);

      const succeededRows = rows.filter((r) => r.status === 'succeeded');
      const [campaign] = await t.db.select().from(campaigns).where(eq(campaigns.id, c.id));
      // Net of refunds: the partial refund's 1,000 came out of its gift, three times delivered, once applied.
      expect(campaign!.amountRaised).toBe(succeededRows.reduce((sum, r) => sum + r.amount - r.refundedAmount, 0));
      expect(campaign!.amountRaised).toBe(1_000 + 1_100 + 2_000 + (5_000 - 1_000) + 3 * 700);
      expect(campaign!.donorCount).toBe(5);

      // One receipt per payment that succeeded (the refunded one included), and one refund e-mail per refund
      // applied, never two.
      const mails = await t.db
        .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(
          inArray(
            mailOutbox.toAddress,
            [paid, paidToo, retried, declined, refund, partial, monthly].map((g) => g.email),
          ),
        );
      const countBy = (kind: string) => {
        const counted: Record<string, number> = {};
        for (const m of mails.filter((m) => m.subject.startsWith(kind))) counted[m.to] = (counted[m.to] ?? 0) + 1;
        return counted;
      };
      const receiptsPerAddress = Object.fromEntries([paid, paidToo, retried, refund, partial].map((g) => [g.email, 1]));
      receiptsPerAddress[monthly.email] = 3;
      expect(countBy('Your receipt from')).toEqual(receiptsPerAddress);
      expect(countBy('Your refund from')).toEqual({ [refund.email]: 1, [partial.email]: 1 });
      expect(mails).toHaveLength(8 + 2);
    },
  );
});
