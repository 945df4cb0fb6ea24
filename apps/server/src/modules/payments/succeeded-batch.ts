import type { Tx } from '../../db/client';
import { donorKeyOf, lockDonors, rewriteDonorSummaries } from '../donors/donors.service';
import { queueReceiptEmails } from '../receipts/receipts.service';
import { queueTributeCards } from '../tributes/tributes.service';
import { allowedMoves, type ApplyResult, type PaymentEventDeps } from './payment-events';
import type { PaymentEvent } from './payment-provider';
import * as repo from './payments.repository';
import { emitDonationEvents } from '../webhooks/webhook-events';
import { drawMatches } from '../matches/match-draws';
import { creditFundraisers } from '../fundraiser-gifts/fundraiser-totals';

type Succeeded = Extract<PaymentEvent, { type: 'payment.succeeded' }>;
/** 'single': not for a batch (see `batchable`); the caller applies it on its own. */
export type BatchResult = ApplyResult | 'single';

/** Enough for the largest burst one process sees at once; a larger queue is taken in several batches. */
const MAX_BATCH = 200;

/**
 * Successful payments applied together, as PostgreSQL commits WAL together: while one transaction applies the
 * payments that arrived, the ones arriving meanwhile wait, and the next transaction applies all of them. Alone,
 * a payment goes the usual way at once; under a crisis appeal's load, ten or fifty share one transaction, one
 * campaign counter update and one commit instead of each making about ten round trips while the campaign's row
 * is hot (docs/performance.md, issue 19). Other events, and any payment the batch cannot apply as a plain
 * success (see `batchable`), take `single`, the one-event transaction, unchanged.
 */
export function batchSucceededPayments(
  deps: PaymentEventDeps,
  provider: string,
  single: (event: PaymentEvent) => Promise<ApplyResult>,
): (event: PaymentEvent) => Promise<ApplyResult> {
  type Waiting = { event: Succeeded; settle: (result: Promise<ApplyResult>) => void };
  let queue: Waiting[] = [];
  let draining = false;

  const runBatch = async (group: Waiting[]) => {
    let results: BatchResult[];
    try {
      results = await deps.db.transaction((tx) =>
        applySucceededBatch(
          tx,
          deps,
          provider,
          group.map((w) => w.event),
        ),
      );
    } catch {
      // Rolled back as a whole: each payment then goes the usual way, and fails or succeeds on its own.
      results = group.map(() => 'single');
    }
    if (results.includes('applied')) deps.onTotalsChanged?.();
    group.forEach((waiting, i) => {
      const result = results[i]!;
      waiting.settle(result === 'single' ? single(waiting.event) : Promise.resolve(result));
    });
  };

  const drain = async () => {
    draining = true;
    while (queue.length > 0) {
      const group = queue.slice(0, MAX_BATCH);
      queue = queue.slice(MAX_BATCH);
      if (group.length === 1) {
        const [only] = group;
        const result = single(only!.event);
        only!.settle(result);
        await result.catch(() => {});
      } else {
        await runBatch(group);
      }
    }
    draining = false;
  };

  return (event) => {
    if (event.type !== 'payment.succeeded') return single(event);
    return new Promise<ApplyResult>((resolve, reject) => {
      queue.push({ event, settle: (result) => result.then(resolve, reject) });
      if (!draining) void drain();
    });
  };
}

/**
 * A payment the batch applies: the first event of its intent in the batch, for a donation that may move to
 * succeeded and needs nothing but that move, its receipt and the totals. A first recurring payment (it creates
 * the recurring gift), a card to keep in the donor's wallet and a subscription to update e-mails go the single way.
 */
function batchable(event: Succeeded, donation: repo.DonationRow): boolean {
  const keepsCard = event.card !== undefined && donation.userId !== null && donation.savePaymentMethod;
  // A gift asking for update e-mails subscribes its donor (payment-events.ts): rare enough to go the single way.
  return (
    allowedMoves[donation.status].includes('succeeded') &&
    donation.interval === null &&
    !keepsCard &&
    !donation.emailUpdates
  );
}

/**
 * What the single-event transaction does for each payment (payment-events.ts succeedByIntent), for all of them
 * in a fixed number of statements, taking locks in the same order: donations (by id), donors (by key), matches,
 * fundraising pages and teams (by id), then campaigns (by id), each campaign's counter once, last.
 */
export async function applySucceededBatch(
  tx: Tx,
  deps: PaymentEventDeps,
  provider: string,
  events: Succeeded[],
): Promise<BatchResult[]> {
  const results: BatchResult[] = events.map(() => 'single');
  const locked = await repo.lockDonationsByIntents(tx, provider, [...new Set(events.map((e) => e.paymentIntentId))]);
  const byIntent = new Map(locked.map((donation) => [donation.paymentIntentId, donation]));
  const chosen: { index: number; event: Succeeded; donation: repo.LockedDonation }[] = [];
  events.forEach((event, index) => {
    const donation = byIntent.get(event.paymentIntentId);
    if (!donation || !batchable(event, donation)) return;
    byIntent.delete(event.paymentIntentId);
    chosen.push({ index, event, donation });
  });
  if (chosen.length === 0) return results;

  const firstSeen = await repo.recordEventsOnce(
    tx,
    provider,
    chosen.map(({ event }) => ({ id: event.id, type: event.type })),
  );
  const moving = chosen.filter(({ index, event }) => {
    if (!firstSeen.has(event.id)) results[index] = 'duplicate';
    return firstSeen.has(event.id);
  });
  if (moving.length === 0) return results;

  const donorKeys = moving.map(({ donation }) => donorKeyOf(donation));
  await lockDonors(tx, donorKeys);
  const marked = await repo.markSucceededMany(
    tx,
    moving.map(({ donation, event }) => ({ id: donation.id, at: event.occurredAt })),
  );
  const hadGift = new Map(marked.map((row) => [row.id, row.donorHadGift]));
  await rewriteDonorSummaries(tx, donorKeys);
  await queueReceiptEmails(
    tx,
    moving.map(({ donation }) => donation.id),
    deps.links,
    deps.settings,
  );
  // The dedications' cards to their recipients (issue 24): one statement claims them all, run only when a gift
  // has one.
  await queueTributeCards(
    tx,
    moving.filter(({ donation }) => donation.hasTribute).map(({ donation }) => donation.id),
    deps.settings,
  );
  await emitDonationEvents(
    tx,
    'donation.succeeded',
    moving.map(({ donation }) => donation.id),
  );

  // The campaigns' live matches (issue 24): after the donors, before the campaigns, one statement per match.
  await drawMatches(
    tx,
    moving.map(({ donation, event }) => ({ gift: donation, at: event.occurredAt })),
  );

  // The supporters' pages and their teams (issue 25): after the matches, before the campaigns, each in id order.
  await creditFundraisers(
    tx,
    moving.map(({ donation }) => donation),
  );

  // A donor new to a campaign counts once, even with two gifts in this batch; a gift with no donor (a guest
  // without an e-mail) counts as one, as in the single way.
  const totals = new Map<number, { amount: number; donors: number }>();
  const donorsByCampaign = new Map<string, { campaignId: number; hadGift: boolean }>();
  moving.forEach(({ donation }, i) => {
    const campaign = totals.get(donation.campaignId) ?? { amount: 0, donors: 0 };
    campaign.amount += donation.amount;
    totals.set(donation.campaignId, campaign);
    const donor = `${donation.campaignId}:${donorKeys[i] ?? `donation ${donation.id}`}`;
    const seen = donorsByCampaign.get(donor);
    donorsByCampaign.set(donor, {
      campaignId: donation.campaignId,
      hadGift: (seen?.hadGift ?? false) || hadGift.get(donation.id) === true,
    });
  });
  for (const { campaignId, hadGift: had } of donorsByCampaign.values()) {
    if (!had) totals.get(campaignId)!.donors += 1;
  }
  for (const [campaignId, { amount, donors }] of [...totals].sort(([a], [b]) => a - b)) {
    await repo.adjustCampaignTotals(tx, campaignId, amount, donors);
  }
  for (const { index } of moving) results[index] = 'applied';
  return results;
}
