/**
 * The words of the donor's own CSV export (issue 26): its column names and each gift's type and status, in the
 * language the export was asked in. Figures stay machine-readable (ISO dates, a decimal point, ISO currency codes),
 * as a spreadsheet or a bank's import expects them in any language.
 */
export const donorExportMessages = {
  date: 'Date',
  campaign: 'Campaign',
  amount: 'Amount',
  feeCovered: 'Fee covered',
  refunded: 'Refunded',
  currency: 'Currency',
  type: 'Type',
  status: 'Status',
  receiptNumber: 'Receipt number',
  oneTime: 'One-time',
  oneTimeVia: 'One-time ({method})',
  recurring: 'Recurring',
  recurringEvery: 'Recurring ({interval})',
  succeeded: 'Succeeded',
  pending: 'Pending',
  failed: 'Failed',
};
