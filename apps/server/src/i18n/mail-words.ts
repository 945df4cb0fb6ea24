/**
 * The words of what the server writes to a person itself (issue 26): receipts, refund notices and statements, as
 * e-mail and PDF. English here, the source; apps/server/locales/{locale}.po translates them (scripts/
 * contract-messages.ts collects every export named *Messages). `{name}` marks a value `Words.say` fills in.
 * They are not in the contracts so that the web app's download of a language does not carry them.
 */

/** Labels of a receipt's lines, the e-mail's and the PDF's alike. */
export const receiptLineMessages = {
  receiptNumber: 'Receipt number',
  date: 'Date',
  donor: 'Donor',
  donorFallback: 'Donor',
  campaign: 'Campaign',
  organizer: 'Organizer',
  donation: 'Donation',
  feeCovered: 'Processing fee you covered',
  totalCharged: 'Total charged',
  receivedAs: 'Received as',
  refunded: 'Refunded',
  netDonation: 'Net donation',
  schedule: 'Schedule',
  scheduleValue: '{interval} recurring gift',
  receivedBy: 'Received by',
  taxIdOf: '{name} (Tax ID {taxId})',
  taxId: 'Tax ID {taxId}',
  noGoods: 'No goods or services were provided in exchange for this contribution.',
};

export const receiptMailMessages = {
  greeting: 'Dear {name},',
  thanks: 'Thank you for your gift to "{campaign}". This is your receipt.',
  processed: 'Your gift is processed {interval}; you can pause or cancel it at any time from your dashboard.',
  download: 'Download this receipt as a PDF: {url}',
  signOff: 'With gratitude,',
  subject: 'Your receipt from {organization}: {amount} to {campaign}',
};

export const receiptPdfMessages = {
  title: 'Donation receipt',
  documentTitle: 'Donation receipt {number}',
  keep: 'Please keep this receipt for your tax records. Thank you for your generosity.',
};

export const refundMailMessages = {
  refundedNow: 'Refunded now',
  refundedInAll: 'Refunded in all',
  donationNow: 'Your donation now',
  body:
    'We have refunded {amount} of your gift to "{campaign}" (receipt number {receipt}). The money goes back to ' +
    'the card you paid with; your bank may take 5 to 10 business days to show it.',
  nowCounts: 'Your donation now counts as {amount}.',
  updatedReceipt: 'Your updated receipt: {url}',
  refundedInFull: 'Your donation has been refunded in full, so it no longer counts as a contribution.',
  subject: 'Your refund from {organization}: {amount} of your gift to {campaign}',
};

export const statementPdfMessages = {
  title: 'Annual giving statement {year}',
  email: 'Email',
  period: 'Period',
  periodValue: 'January 1 – December 31, {year}',
  giftCount: 'Number of gifts',
  totalContributed: 'Total contributed',
  totalContributedIn: 'Total contributed ({currency})',
  giftsIn: 'Gifts in {currency}',
  columnDate: 'Date',
  columnReceipt: 'Receipt',
  columnCampaign: 'Campaign',
  columnGift: 'Gift',
  columnFee: 'Fee covered',
  columnRefunded: 'Refunded',
  columnTotal: 'Total',
  note:
    'This statement lists every completed donation you made in the year (gifts refunded in full are not ' +
    'included; a partial refund is shown beside its gift and taken off the total). ' +
    'Dates are in UTC. Please keep it with your tax records. Thank you for your generosity.',
};

export * from './account-mail-words';
export * from './export-words';
