import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { donations, mailOutbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { donate, guest } from '../../test/donate';
import { makeCampaign, unique } from '../../test/factories';
import type { PaymentEventDeps } from '../payments/payment-events';
import { applySucceededBatch } from '../payments/succeeded-batch';
import type * as tributes from './tributes.service';
import { queueTributeCards, recordTribute } from './tributes.service';

// The real claim, watched: which donations each success hands to it.
vi.mock('./tributes.service', async (importOriginal) => {
  const actual = await importOriginal<typeof tributes>();
  return { ...actual, queueTributeCards: vi.fn(actual.queueTributeCards) };
});
const claim = vi.mocked(queueTributeCards);
/** The donations whose cards the successes so far tried to claim (an empty list runs no statement). */
const claimedFor = () => claim.mock.calls.flatMap(([, donationIds]) => donationIds);

let t: TestApp;
let deps: PaymentEventDeps;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } } });
  deps = { db: t.db, links: { receiptUrl: (id) => `http://causeway.test/api/donations/${id}/receipt` } };
});
afterAll(() => t.close());
// A block, not an arrow's value: a function returned from beforeEach is run as its teardown.
beforeEach(() => {
  claim.mockClear();
});

const recipient = () => `${unique('card')}@example.com`;
const mailTo = (address: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

/**
 * The card's claim is a statement on every success's hot path; ~all gifts have no dedication, so a success runs it
 * only for a gift that has one (the locked donation row says so), and such a gift still gets its card.
 */
describe("the recipient's card claim", () => {
  it('runs for a gift with a dedication and not for one without, one at a time', async () => {
    const c = await makeCampaign(t.db);
    const plain = await donate(t.app, { campaignId: c.id, amount: 2_500, ...guest });
    expect(plain.confirmation.status).toBe('succeeded');
    expect(claimedFor()).toEqual([]);

    const to = recipient();
    const dedicated = await donate(t.app, {
      campaignId: c.id,
      amount: 2_500,
      ...guest,
      tribute: { kind: 'honour', honoreeName: 'Jo', recipientEmail: to },
    });
    expect(dedicated.confirmation.status).toBe('succeeded');
    expect(claimedFor()).toEqual([dedicated.donationId]);
    expect(await mailTo(to)).toHaveLength(1);
  });

  it('runs in a batch only for the gifts with a dedication, and not at all for a batch without one', async () => {
    const c = await makeCampaign(t.db);
    const pending = async () => {
      const [row] = await t.db
        .insert(donations)
        .values({
          campaignId: c.id,
          amount: 1_000,
          provider: 'stripe',
          paymentIntentId: unique('pi_claim_'),
          guestEmail: `${unique('donor')}@example.com`,
          guestFirstName: 'Grace',
          guestLastName: 'Hopper',
        })
        .returning();
      return row!;
    };
    const succeed = (gifts: { paymentIntentId: string | null }[]) =>
      t.db.transaction((tx) =>
        applySucceededBatch(
          tx,
          deps,
          'stripe',
          gifts.map((g) => ({
            type: 'payment.succeeded' as const,
            id: unique('evt_claim_'),
            occurredAt: new Date(),
            paymentIntentId: g.paymentIntentId!,
          })),
        ),
      );

    expect(await succeed([await pending(), await pending()])).toEqual(['applied', 'applied']);
    expect(claimedFor()).toEqual([]);

    const [before, dedicated, after] = [await pending(), await pending(), await pending()];
    const to = recipient();
    await recordTribute(t.db, dedicated.id, {
      kind: 'memory',
      honoreeName: 'Jane Doe',
      recipientName: null,
      recipientEmail: to,
      message: null,
      showAmount: false,
    });
    expect(await succeed([before, dedicated, after])).toEqual(['applied', 'applied', 'applied']);
    expect(claimedFor()).toEqual([dedicated.id]);
    expect(await mailTo(to)).toHaveLength(1);
  });
});
