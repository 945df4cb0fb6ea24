import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, donations, sandboxIntents } from '../../db/schema';
import { buildPaymentsTestApp, type PaymentsTestApp } from '../../test/build-test-app';
import { createIntent, guest } from '../../test/donate';
import { makeCampaign } from '../../test/factories';
import { reconcilePendingDonations } from './reconcile';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await buildPaymentsTestApp({ rateLimits: { donations: { limit: 1_000, windowSeconds: 60 } } });
});
afterAll(() => t.close());

/** A pending donation created `minutesAgo`, whose sandbox intent we then set as the provider would. */
async function pendingFor(minutesAgo: number, intent: Partial<typeof sandboxIntents.$inferInsert> = {}) {
  const c = await makeCampaign(t.db);
  const res = await createIntent(t.app, { campaignId: c.id, amount: 1_200, ...guest });
  const id = res.json().donationId as number;
  const [row] = await t.db
    .update(donations)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutesAgo})` })
    .where(eq(donations.id, id))
    .returning();
  if (Object.keys(intent).length)
    await t.db.update(sandboxIntents).set(intent).where(eq(sandboxIntents.id, row!.paymentIntentId!));
  return { id, campaignId: c.id };
}
const statusOf = async (id: number) => (await t.db.select().from(donations).where(eq(donations.id, id)))[0]!;
const run = () =>
  reconcilePendingDonations({ db: t.db, provider: t.payments.provider, applyEvent: t.payments.applyEvent });

describe('reconciliation of pending donations', () => {
  it('applies a success whose event never arrived, once, and leaves recent donations alone', async () => {
    const lost = await pendingFor(20, { status: 'succeeded' });
    const recent = await pendingFor(5, { status: 'succeeded' });
    await run();
    await run();
    expect((await statusOf(lost.id)).status).toBe('succeeded');
    expect((await statusOf(recent.id)).status).toBe('pending');
    const [c] = await t.db.select().from(campaigns).where(eq(campaigns.id, lost.campaignId));
    expect(c!.amountRaised).toBe(1_200);
  });

  it('marks a failed payment failed and an abandoned one (over a day old) not completed', async () => {
    const failed = await pendingFor(30, { lastError: 'Your card was declined.' });
    const waiting = await pendingFor(60);
    const abandoned = await pendingFor(25 * 60);
    await run();
    expect(await statusOf(failed.id)).toMatchObject({ status: 'failed' });
    expect(await statusOf(waiting.id)).toMatchObject({ status: 'pending' });
    expect(await statusOf(abandoned.id)).toMatchObject({
      status: 'failed',
      failureMessage: 'The payment was not completed.',
    });
  });
});
