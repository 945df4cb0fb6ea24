import type { Readable } from 'node:stream';
import { centsToDecimal, DEDICATION_LABEL, dedicationText, type ParsedLedgerExportQuery } from '@causeway/contracts';
import type { Executor } from '../../db/client';
import { csvStream, type CsvCell } from '../../lib/csv';
import * as repo from './donation-ledger-export.repository';
import type { LedgerCriteria } from './donation-ledger.repository';
import { ledgerCriteria, ledgerDonorOf } from './donation-ledger.service';

/** Rows read from the database at a time: what the export holds in memory, whatever the file's size. */
export const EXPORT_BATCH_SIZE = 1000;

export const DONATION_EXPORT_HEADER = [
  'Donation id',
  'Date (UTC)',
  'Status',
  'Type',
  'First name',
  'Last name',
  'E-mail',
  'Donor',
  'Campaign id',
  'Campaign',
  'Gift',
  'Fee covered',
  'Refunded (gift and fee)',
  'Net gift',
  // What a sponsor's match added (issue 24, item 3): a pledge, never in the gift's figures.
  'Matched',
  'Currency',
  'Provider',
  'Offline method',
  'Receipt number',
  'Payment intent id',
  // Where the gift came from (issue 24, item 6).
  'UTM source',
  'UTM medium',
  'UTM campaign',
  'Host page',
  'Referrer',
  // "Dedicate this gift" (issue 24, item 1): 'In memory of Jane Doe'.
  DEDICATION_LABEL,
  // The supporter's page the gift was given through (issue 25): its id and title; blank for a direct gift.
  'Fundraiser id',
  'Fundraiser',
] as const;

export const DONOR_EXPORT_HEADER = [
  'Donor',
  'Account id',
  'First name',
  'Last name',
  'E-mail',
  'Gifts received',
  'Gross',
  'Refunded',
  'Net',
  // A donor who gave in two currencies has a row for each (issue 26): no figure adds euros to dollars.
  'Currency',
  'First gift (UTC)',
  'Last gift (UTC)',
] as const;

/** '2026-05-20 14:03:09': a UTC time spreadsheets read as a date. */
const utcText = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

function donationRecord({
  donation: d,
  campaignTitle,
  tributeKind,
  tributeHonoreeName,
  fundraiserTitle,
  ...user
}: repo.DonationBatchRow): CsvCell[] {
  const isGuest = d.userId === null;
  const received = d.status === 'succeeded' || d.status === 'refunded';
  // A donation refunded before partial refunds were recorded carries no figure: the whole charge went back.
  const legacyFull = d.status === 'refunded' && d.refundedAmount === 0;
  const refunded = legacyFull ? d.amount + d.feeAmount : d.refundedAmount;
  const giftRefunded = Math.min(d.amount, refunded);
  // An erased donor (privacy) keeps the financial record but no name or address, as in the ledger.
  const donor = ledgerDonorOf(d, user);
  // In the gift's own decimals (issue 26): 2500 yen is '2500', never '25.00'.
  const money = (minor: number) => centsToDecimal(minor, d.currency);
  return [
    d.id,
    utcText(d.createdAt),
    d.status,
    d.donationType,
    donor.firstName,
    donor.lastName,
    donor.email,
    isGuest ? 'Guest' : 'Account',
    d.campaignId,
    campaignTitle,
    money(d.amount),
    money(d.feeAmount),
    money(refunded),
    money(received ? d.amount - giftRefunded : 0),
    money(d.matchedAmount),
    d.currency.toUpperCase(),
    d.provider,
    d.offlineMethod,
    d.receiptNumber,
    d.paymentIntentId,
    d.sourceUtmSource,
    d.sourceUtmMedium,
    d.sourceUtmCampaign,
    d.sourceHostOrigin,
    d.sourceReferrerHost,
    tributeKind && tributeHonoreeName ? dedicationText({ kind: tributeKind, honoreeName: tributeHonoreeName }) : null,
    d.fundraiserId,
    fundraiserTitle,
  ];
}

type Totals = {
  currency: string;
  donationCount: number;
  gross: number;
  refunded: number;
  firstAt: Date;
  lastAt: Date;
};
const totalCells = (t: Totals): CsvCell[] => [
  t.donationCount,
  centsToDecimal(t.gross, t.currency),
  centsToDecimal(t.refunded, t.currency),
  centsToDecimal(t.gross - t.refunded, t.currency),
  t.currency.toUpperCase(),
  utcText(t.firstAt),
  utcText(t.lastAt),
];

/** The matching donations, oldest first, one batch (one keyset page) at a time. */
export async function* donationRecords(db: Executor, criteria: LedgerCriteria, batchSize = EXPORT_BATCH_SIZE) {
  let after: repo.DonationCursor | null = null;
  for (;;) {
    const rows = await repo.donationBatch(db, criteria, after, batchSize);
    if (rows.length > 0) yield rows.map(donationRecord);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.cursorAt, id: last.donation.id };
  }
}

/**
 * One record per donor and currency with their totals over the matching received gifts in it (succeeded or
 * refunded; refunds subtracted), keyed as the donor summaries are: registered donors by account, oldest account
 * first, then guests by e-mail (case-insensitive), alphabetically; a donor's currencies by code. One batch of
 * records at a time.
 */
export async function* donorRecords(db: Executor, criteria: LedgerCriteria, batchSize = EXPORT_BATCH_SIZE) {
  for (let after: repo.AccountDonorCursor = { userId: 0, currency: '' }; ;) {
    const rows = await repo.accountDonorBatch(db, criteria, after, batchSize);
    if (rows.length > 0)
      yield rows.map((r): CsvCell[] => ['Account', r.userId, r.firstName, r.lastName, r.email, ...totalCells(r)]);
    if (rows.length < batchSize) break;
    const last = rows[rows.length - 1]!;
    after = { userId: last.userId, currency: last.currency };
  }
  for (let after: repo.GuestDonorCursor | null = null; ;) {
    const rows = await repo.guestDonorBatch(db, criteria, after, batchSize);
    if (rows.length > 0)
      yield rows.map((r): CsvCell[] => ['Guest', null, r.firstName, r.lastName, r.email, ...totalCells(r)]);
    if (rows.length < batchSize) break;
    const last = rows[rows.length - 1]!;
    after = { email: last.email, currency: last.currency };
  }
}

/** GET /api/admin/donations/export: the ledger's current filter as a CSV stream, spreadsheet-safe. */
export function exportLedgerCsv(db: Executor, query: ParsedLedgerExportQuery, batchSize = EXPORT_BATCH_SIZE): Readable {
  const criteria = ledgerCriteria(query);
  return query.format === 'donors'
    ? csvStream(DONOR_EXPORT_HEADER, donorRecords(db, criteria, batchSize))
    : csvStream(DONATION_EXPORT_HEADER, donationRecords(db, criteria, batchSize));
}

/** 'causeway-donations-2026-05-20.csv', 'causeway-donor-totals-2026-05-20.csv'. */
export const ledgerExportFileName = (format: ParsedLedgerExportQuery['format'], now = new Date()) =>
  `causeway-${format === 'donors' ? 'donor-totals' : 'donations'}-${now.toISOString().slice(0, 10)}.csv`;
