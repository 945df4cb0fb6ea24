import {
  centsToDecimal,
  currencyOf,
  intervalLabels,
  offlineMethodLabels,
  type DonationStatus,
} from '@causeway/contracts';
import type { Db } from '../../db/client';
import { toCsv } from '../../lib/csv';
import { listAllUserDonations } from './donation-history.repository';

type DonationRow = Awaited<ReturnType<typeof listAllUserDonations>>[number]['donation'];

export const EXPORT_HEADER = [
  'Date',
  'Campaign',
  'Amount',
  'Fee covered',
  'Refunded',
  // Each row's amounts are in its gift's currency (issue 26): the ISO code, as a spreadsheet or bank file expects.
  'Currency',
  'Type',
  'Status',
  'Receipt number',
] as const;

const statusLabels: Record<DonationStatus, string> = {
  succeeded: 'Succeeded',
  pending: 'Pending',
  failed: 'Failed',
  refunded: 'Refunded',
};

/** The day of a gift in UTC: when it was paid, or when it was attempted if it never was. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** 'One-time', 'Recurring (Monthly)'; a gift the charity recorded says how it came, as the history does. */
function typeLabel(d: Pick<DonationRow, 'donationType' | 'interval' | 'offlineMethod'>): string {
  if (d.donationType === 'recurring') return d.interval ? `Recurring (${intervalLabels[d.interval]})` : 'Recurring';
  return d.offlineMethod ? `One-time (${offlineMethodLabels[d.offlineMethod]})` : 'One-time';
}

/** GET /api/users/me/donations/export: every donation of the caller as CSV (issue 5, Export Data). */
export async function exportOwnDonationsCsv(db: Db, userId: number): Promise<string> {
  const rows = await listAllUserDonations(db, userId);
  return toCsv(
    EXPORT_HEADER,
    rows.map(({ donation: d, campaignTitle }) => [
      isoDay(d.succeededAt ?? d.createdAt),
      campaignTitle,
      centsToDecimal(d.amount, d.currency),
      centsToDecimal(d.feeAmount, d.currency),
      centsToDecimal(d.refundedAmount, d.currency),
      currencyOf(d.currency).toUpperCase(),
      typeLabel(d),
      statusLabels[d.status],
      d.receiptNumber,
    ]),
  );
}

export const exportFileName = (now = new Date()) => `causeway-donations-${isoDay(now)}.csv`;
