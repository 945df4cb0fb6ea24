import { createHash } from 'node:crypto';
import { refundMessages as m, type LedgerRefund } from '@causeway/contracts';
import type { Db, Executor, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../audit-log/audit-log.service';
import type { PaymentProvider, ProviderRefund } from '../payments/payment-provider';
import * as repo from './refunds.repository';

export interface RefundDeps {
  db: Db;
  provider: PaymentProvider;
}

export interface RefundRequest {
  donationId: number;
  /** Minor units of the charge, in the gift's currency; absent: everything not yet refunded or being refunded. */
  amount?: number;
  reason: string;
  admin: AuditActor;
  /** The request's Idempotency-Key header. */
  idempotencyKey?: string;
  ip: string;
}

const sum = (refunds: repo.RefundRow[]) => refunds.reduce((total, r) => total + r.amount, 0);

const toLedgerRefund = (r: repo.RefundRow): LedgerRefund => ({
  id: r.id,
  amount: r.amount,
  reason: r.reason,
  status: r.status,
  failureMessage: r.failureMessage,
  createdAt: r.createdAt.toISOString(),
  appliedAt: r.appliedAt?.toISOString() ?? null,
});

/** The refunds asked for a donation, oldest first, as the ledger's detail shows them. */
export async function listLedgerRefunds(db: Executor, donationId: number): Promise<LedgerRefund[]> {
  return (await repo.listRefundsOf(db, donationId)).map(toLedgerRefund);
}

/**
 * POST /api/admin/donations/{id}/refunds. The refund row (pending) and its audit entry are written first, under
 * the donation's lock, then the provider is asked with the row's key; the money moves when the provider's
 * payment.refunded event reaches the state machine. A repeat refunds nothing twice: the same Idempotency-Key
 * answers the refund it first asked for, and without one, the same administrator asking the same amount of the
 * same donation while their refund is pending (a double click) gets that refund back.
 */
export async function requestRefund(deps: RefundDeps, request: RefundRequest): Promise<LedgerRefund> {
  const asked = await deps.db.transaction((tx) => recordRequest(tx, deps.provider.name, request));
  if (!asked.ask) return toLedgerRefund(asked.refund);
  const { refund, paymentIntentId } = asked;

  let answer: ProviderRefund;
  try {
    answer = await deps.provider.refundPayment({
      paymentIntentId,
      amount: refund.amount,
      idempotencyKey: refund.idempotencyKey,
      reason: refund.reason,
      metadata: { causeway_donation_id: String(refund.donationId), causeway_refund_id: String(refund.id) },
    });
  } catch (error) {
    await recordFailure(deps.db, refund, m.providerUnavailable, request);
    throw Object.assign(new AppError('UNAVAILABLE', m.providerUnavailable), { cause: error });
  }
  if (answer.status === 'failed') {
    const message = answer.message ?? 'The refund failed.';
    await recordFailure(deps.db, refund, message, request);
    throw new AppError('CONFLICT', m.providerRefused(message));
  }
  await deps.db.transaction(async (tx) => {
    await repo.lockDonationById(tx, refund.donationId);
    await repo.recordProviderRefundId(tx, refund.id, answer.providerRefundId);
  });
  return toLedgerRefund(await repo.findRefund(deps.db, refund.id));
}

type Asked = { ask: false; refund: repo.RefundRow } | { ask: true; refund: repo.RefundRow; paymentIntentId: string };

async function recordRequest(tx: Tx, providerName: string, request: RefundRequest): Promise<Asked> {
  const donation = await repo.lockDonationById(tx, request.donationId);
  if (!donation) throw new AppError('NOT_FOUND', m.notFound);
  const key = request.idempotencyKey ? keyOf(request) : undefined;
  if (key) {
    const same = await repo.findRefundByKey(tx, key);
    if (same && request.amount !== undefined && same.amount !== request.amount) {
      throw new AppError('CONFLICT', m.idempotencyKeyReused);
    }
    if (same) return { ask: false, refund: same };
  }

  const charge = donation.amount + donation.feeAmount;
  if (donation.provider === 'offline') throw new AppError('CONFLICT', m.offline);
  if (donation.status !== 'succeeded' && donation.status !== 'refunded') {
    throw new AppError('CONFLICT', m.notSucceeded);
  }
  // A gift refunded before the refunded figure was kept (0) counts as refunded in full.
  if (donation.status === 'refunded' && (donation.refundedAmount === 0 || donation.refundedAmount >= charge)) {
    throw new AppError('CONFLICT', m.alreadyRefunded);
  }
  if (donation.provider !== providerName || !donation.paymentIntentId) {
    throw new AppError('CONFLICT', m.otherProvider(donation.provider));
  }

  const refunds = await repo.listRefundsOf(tx, donation.id);
  const pending = refunds.filter((r) => r.status === 'pending');
  const left = charge - donation.refundedAmount - sum(pending);
  const mine = pending.filter((r) => r.requestedById === request.admin.id);
  const twin =
    request.amount !== undefined ? mine.find((r) => r.amount === request.amount) : left <= 0 ? mine.at(-1) : undefined;
  if (twin) return { ask: false, refund: twin };
  if (left <= 0) throw new AppError('CONFLICT', m.nothingLeft(sum(pending), donation.currency));
  const amount = request.amount ?? left;
  if (amount > left) throw new AppError('CONFLICT', m.tooMuch(left, donation.currency));

  const refund = await repo.insertRefund(tx, {
    donationId: donation.id,
    amount,
    reason: request.reason,
    provider: donation.provider,
    // Under the donation's lock, the count of its refunds numbers this one: a key of its own at the provider.
    idempotencyKey: key ?? `causeway-refund-${donation.id}-${refunds.length + 1}`,
    requestedById: request.admin.id,
  });
  await recordAudit(tx, {
    actor: request.admin,
    action: 'donation.refund_requested',
    subjectType: 'donation',
    subjectId: donation.id,
    // Flat fields, '…Amount' in cents, as the donation's timeline shows them.
    before: { refundedAmount: donation.refundedAmount, pendingRefundAmount: sum(pending) },
    after: {
      refundedAmount: donation.refundedAmount,
      pendingRefundAmount: sum(pending) + amount,
      refundAmount: amount,
      reason: refund.reason,
    },
    ip: request.ip,
  });
  return { ask: true, refund, paymentIntentId: donation.paymentIntentId };
}

/** The header's key for this donation and administrator: the same header elsewhere is another refund. */
function keyOf(request: RefundRequest): string {
  const digest = createHash('sha256')
    .update(`${request.admin.id}:${request.idempotencyKey}`)
    .digest('base64url')
    .slice(0, 32);
  return `causeway-refund-${request.donationId}-k${digest}`;
}

async function recordFailure(db: Db, refund: repo.RefundRow, message: string, request: RefundRequest) {
  await db.transaction(async (tx) => {
    await repo.lockDonationById(tx, refund.donationId);
    await repo.markRefundFailed(tx, refund.id, message);
    await recordAudit(tx, {
      actor: request.admin,
      action: 'donation.refund_failed',
      subjectType: 'donation',
      subjectId: refund.donationId,
      before: { refundAmount: refund.amount, refundStatus: 'pending' },
      after: { refundAmount: refund.amount, refundStatus: 'failed', failureMessage: message },
      ip: request.ip,
    });
  });
}

/** A provider's refund event, as the state machine applies it to a donation it holds locked. */
export interface RefundEventFacts {
  donationId: number;
  provider: string;
  eventId: string;
  /** The provider's id of the refund the event reports, when it says. */
  refundId: string | undefined;
  /** The charge's refunded total once the event is applied. */
  refundedAmount: number;
  at: Date;
}

export const PROVIDER_REFUND_REASON = 'Refunded at the payment provider';

/**
 * Marks the refunds a provider's event settles, in the transaction that holds the donation's lock: the one it
 * names (by the provider's refund id), then, oldest first, the pending ones the charge's refunded total now
 * covers (Stripe's charge.refunded need not name its refund, and a refund's event can arrive before our call
 * returned its id). What the total still leaves unexplained was refunded at the provider itself (Stripe's
 * dashboard): it is recorded as a refund of its own, so every refunded donation has its refunds on the timeline
 * (and the admin overview finds the few partly refunded gifts through them). True when a refund changed.
 */
export async function settleRefunds(tx: Tx, e: RefundEventFacts): Promise<boolean> {
  let changed = false;
  const settle = async (id: number) => {
    await repo.markRefundSucceeded(tx, id, e.at);
    changed = true;
  };
  const refunds = await repo.listRefundsOf(tx, e.donationId);
  const named = e.refundId
    ? refunds.find((r) => r.provider === e.provider && r.providerRefundId === e.refundId && r.status === 'pending')
    : undefined;
  if (named) {
    await settle(named.id);
    named.status = 'succeeded';
  }
  let covered = sum(refunds.filter((r) => r.status === 'succeeded'));
  for (const refund of refunds) {
    if (refund.status !== 'pending' || covered + refund.amount > e.refundedAmount) continue;
    await settle(refund.id);
    covered += refund.amount;
  }
  if (covered < e.refundedAmount) {
    const known = e.refundId !== undefined && refunds.some((r) => r.providerRefundId === e.refundId);
    await repo.insertRefund(tx, {
      donationId: e.donationId,
      amount: e.refundedAmount - covered,
      reason: PROVIDER_REFUND_REASON,
      status: 'succeeded',
      provider: e.provider,
      providerRefundId: known ? null : (e.refundId ?? null),
      idempotencyKey: `causeway-refund-event-${e.provider}-${e.eventId}`,
      appliedAt: e.at,
    });
    changed = true;
  }
  return changed;
}
