import {
  addDays,
  ANONYMIZED_DONOR_LABEL,
  currencyOf,
  donationLedgerMessages,
  type LedgerDonation,
  type LedgerDonationDetail,
  type LedgerPage,
  type ParsedLedgerExportQuery,
  type ParsedLedgerQuery,
} from '@causeway/contracts';
import type { Db } from '../../db/client';
import { donorOf, type DonorAccount } from '../../db/donor-columns';
import { AppError } from '../../lib/errors';
import { listAuditEntries } from '../audit-log/audit-log.service';
import { listLedgerRefunds } from '../refunds/refunds.service';
import { findTributeDetail } from '../tributes/tributes.service';
import * as repo from './donation-ledger.repository';

const asRecord = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The donation's donor in the ledger and its export. An erased donor (issue 23, privacy) has no name or address
 * left: the row says so instead of showing blanks.
 */
export function ledgerDonorOf(d: repo.LedgerRow['donation'], account: DonorAccount) {
  return d.anonymizedAt !== null ? { firstName: ANONYMIZED_DONOR_LABEL, lastName: '', email: '' } : donorOf(d, account);
}

function toLedgerDonation({
  donation: d,
  campaignTitle,
  fundraiserSlug,
  fundraiserTitle,
  ...user
}: repo.LedgerRow): LedgerDonation {
  return {
    id: d.id,
    createdAt: d.createdAt.toISOString(),
    userId: d.userId,
    isGuest: d.userId === null,
    ...ledgerDonorOf(d, user),
    campaign: { id: d.campaignId, title: campaignTitle },
    amount: d.amount,
    feeAmount: d.feeAmount,
    currency: currencyOf(d.currency),
    status: d.status,
    donationType: d.donationType,
    provider: d.provider,
    receiptNumber: d.receiptNumber,
    refundedAmount: d.refundedAmount,
    offlineMethod: d.offlineMethod,
    fundraiser:
      d.fundraiserId !== null && fundraiserSlug !== null && fundraiserTitle !== null
        ? { id: d.fundraiserId, slug: fundraiserSlug, title: fundraiserTitle }
        : null,
  };
}

/** The ledger's filters (the page's and the export's) as the repository takes them. `to` includes its whole day. */
export function ledgerCriteria(query: Omit<ParsedLedgerExportQuery, 'format'>): repo.LedgerCriteria {
  return {
    q: query.q || undefined,
    status: query.status,
    campaignId: query.campaignId,
    type: query.type,
    provider: query.provider,
    from: query.from ? utcDay(query.from) : undefined,
    before: query.to ? addDays(utcDay(query.to), 1) : undefined,
    minAmount: query.minAmount,
    maxAmount: query.maxAmount,
    currency: query.currency,
  };
}

/** GET /api/admin/donations: filtered, searched, sorted and paged in SQL. */
export async function listLedger(db: Db, query: ParsedLedgerQuery): Promise<LedgerPage> {
  const criteria = ledgerCriteria(query);
  const { rows, total } = await repo.listLedger(db, criteria, query.sort, query.limit, (query.page - 1) * query.limit);
  return { items: rows.map(toLedgerDonation), total, page: query.page, pageSize: query.limit };
}

/** GET /api/admin/donations/{id}: the donation, its provider ids and its payment events in the order answered. */
export async function getLedgerDonation(db: Db, id: number): Promise<LedgerDonationDetail> {
  const row = await repo.findLedgerDonation(db, id);
  if (!row) throw new AppError('NOT_FOUND', donationLedgerMessages.notFound);
  const d = row.donation;
  const [events, audit, refunds, tribute] = await Promise.all([
    d.paymentIntentId ? repo.listIntentEvents(db, d.provider, d.paymentIntentId) : [],
    listAuditEntries(db, 'donation', d.id),
    listLedgerRefunds(db, d.id),
    findTributeDetail(db, d.id),
  ]);
  return {
    ...toLedgerDonation(row),
    anonymous: d.anonymous,
    paymentIntentId: d.paymentIntentId,
    subscriptionId: d.providerSubscriptionId ?? row.giftSubscriptionId,
    recurringDonationId: d.recurringDonationId,
    interval: d.interval,
    succeededAt: d.succeededAt?.toISOString() ?? null,
    failureMessage: d.failureMessage,
    note: d.note,
    timeline: events.map((e) => ({
      eventId: e.eventId,
      type: e.type,
      outcome: e.outcome,
      occurredAt: e.occurredAt.toISOString(),
      receivedAt: e.receivedAt.toISOString(),
    })),
    auditTrail: audit.map((a) => ({
      id: a.id,
      action: a.action,
      actorName: a.actorName,
      before: asRecord(a.before),
      after: asRecord(a.after),
      createdAt: a.createdAt.toISOString(),
    })),
    refunds,
    tribute,
  };
}
