import type { Endpoint } from './operation';

/** How an offline gift (issue 23) reached the charity; its donation's provider is 'offline'. */
export const offlineMethods = ['cash', 'cheque', 'bank_transfer'] as const;
export type OfflineMethod = (typeof offlineMethods)[number];

/** What a receipt, the ledger and the donor's history say instead of a card. */
export const offlineMethodLabels: Record<OfflineMethod, string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  bank_transfer: 'Bank transfer',
};

/** A gift an administrator records by hand: administrators only. */
export const offlineGiftEndpoints = {
  record: { method: 'POST', path: '/api/admin/offline-gifts' },
} as const satisfies Record<string, Endpoint>;

export const OFFLINE_NOTE_MAX = 1_000;

export const offlineGiftMessages = {
  campaignRequired: 'Please choose a campaign',
  campaignNotFound: 'Campaign not found',
  methodRequired: 'Please choose how the gift was received: cash, cheque or bank transfer',
  receivedOnInvalid: 'Received date must be a date (YYYY-MM-DD)',
  receivedOnFuture: 'Received date cannot be in the future',
  donorRequired: 'Please choose a donor, or enter the name and e-mail of a guest',
  donorBoth: 'Choose an existing donor or enter a guest, not both',
  donorNotFound: 'Donor account not found',
  noteTooLong: `Note must be at most ${OFFLINE_NOTE_MAX.toLocaleString('en-US')} characters`,
  recorded: 'Offline gift recorded',
} as const;

/**
 * The latest day a gift can have been received: today somewhere on Earth (UTC+14). An administrator east of UTC
 * records today's cheque before UTC's calendar has reached their day; a later day is refused.
 */
export function latestReceivedDay(now = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * The moment a gift received on `day` is dated: noon UTC, which reads as the same calendar day from UTC−11 to
 * UTC+11 (midnight would show as the day before anywhere west of Greenwich), never later than `now`.
 */
export function offlineGiftTime(day: string, now = new Date()): Date {
  const noon = new Date(`${day}T12:00:00Z`);
  return noon > now ? now : noon;
}
