import { donationHistoryEndpoints as endpoints, fundraiserEndpoints, pathWith } from '@causeway/contracts';

/** Where a file is fetched from, and its name if the answer does not say (spec section 7 for receipts). */
export type DownloadTarget = { url: string; fallbackName: string };

/** A calendar day in the donor's own time zone, as the export's file name carries it: 2026-11-22. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** One donation's PDF receipt, saved as donation-receipt-{id}.pdf. */
export function receiptDownload(donationId: number): DownloadTarget {
  return {
    url: pathWith(endpoints.receipt.path, { id: donationId }),
    fallbackName: `donation-receipt-${donationId}.pdf`,
  };
}

/** The annual statement (the 'Tax Receipt') of the donor's succeeded donations in `year`. */
export function statementDownload(year: number): DownloadTarget {
  return { url: pathWith(endpoints.statement.path, { year }), fallbackName: `causeway-statement-${year}.pdf` };
}

/** 'Export Data': the donor's whole donation history as CSV. */
export function donationsExportDownload(today: Date = new Date()): DownloadTarget {
  return { url: endpoints.exportCsv.path, fallbackName: `causeway-donations-${isoDay(today)}.csv` };
}

/** 'Download CSV' of My fundraisers: the supporters of one of the donor's own pages. */
export function fundraiserSupportersDownload(fundraiserId: number, today: Date = new Date()): DownloadTarget {
  return {
    url: pathWith(fundraiserEndpoints.mySupportersCsv.path, { fundraiserId }),
    fallbackName: `fundraiser-${fundraiserId}-supporters-${isoDay(today)}.csv`,
  };
}
