import {
  centsToDecimal,
  currencyOf,
  intervalLabels,
  offlineMethodLabels,
  type DonationStatus,
} from '@causeway/contracts';
import type { Db } from '../../db/client';
import { donorExportMessages } from '../../i18n/mail-words';
import { wordsIn, type Words } from '../../i18n/words';
import { toCsv } from '../../lib/csv';
import { listAllUserDonations } from './donation-history.repository';

type DonationRow = Awaited<ReturnType<typeof listAllUserDonations>>[number]['donation'];

const e = donorExportMessages;

/** The columns, in English as the source writes them; the export says them in its language. */
export const EXPORT_HEADER = [
  e.date,
  e.campaign,
  e.amount,
  e.feeCovered,
  e.refunded,
  // Each row's amounts are in its gift's currency (issue 26): the ISO code, as a spreadsheet or bank file expects.
  e.currency,
  e.type,
  e.status,
  e.receiptNumber,
] as const;

const statusLabels: Record<DonationStatus, string> = {
  succeeded: e.succeeded,
  pending: e.pending,
  failed: e.failed,
  refunded: e.refunded,
};

/** The day of a gift in UTC: when it was paid, or when it was attempted if it never was. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** 'One-time', 'Recurring (Monthly)'; a gift the charity recorded says how it came, as the history does. */
function typeLabel(d: Pick<DonationRow, 'donationType' | 'interval' | 'offlineMethod'>, words: Words): string {
  if (d.donationType === 'recurring') {
    return d.interval
      ? words.say(e.recurringEvery, { interval: words.say(intervalLabels[d.interval]) })
      : words.say(e.recurring);
  }
  return d.offlineMethod
    ? words.say(e.oneTimeVia, { method: words.say(offlineMethodLabels[d.offlineMethod]) })
    : words.say(e.oneTime);
}

/**
 * GET /api/users/me/donations/export: every donation of the caller as CSV (issue 5, Export Data), its words in
 * the language it was asked in (issue 26).
 */
export async function exportOwnDonationsCsv(db: Db, userId: number, words: Words = wordsIn(null)): Promise<string> {
  const rows = await listAllUserDonations(db, userId);
  return toCsv(
    EXPORT_HEADER.map((column) => words.say(column)),
    rows.map(({ donation: d, campaignTitle }) => [
      isoDay(d.succeededAt ?? d.createdAt),
      campaignTitle,
      centsToDecimal(d.amount, d.currency),
      centsToDecimal(d.feeAmount, d.currency),
      centsToDecimal(d.refundedAmount, d.currency),
      currencyOf(d.currency).toUpperCase(),
      typeLabel(d, words),
      words.say(statusLabels[d.status]),
      d.receiptNumber,
    ]),
  );
}

export const exportFileName = (now = new Date()) => `causeway-donations-${isoDay(now)}.csv`;
