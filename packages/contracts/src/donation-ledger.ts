import type { Endpoint } from './operation';

/** The admin donations ledger (issue 23): every donation of every status, guest or donor, either provider. */
export const donationLedgerEndpoints = {
  list: { method: 'GET', path: '/api/admin/donations' },
  // A static path: it wins over the detail's ':id'.
  exportCsv: { method: 'GET', path: '/api/admin/donations/export' },
  detail: { method: 'GET', path: '/api/admin/donations/:id' },
} as const satisfies Record<string, Endpoint>;

/** 'offline': a gift an administrator recorded (cash, cheque, bank transfer). */
export const ledgerProviders = ['sandbox', 'stripe', 'offline'] as const;
export type LedgerProvider = (typeof ledgerProviders)[number];
/** Newest first by default; `amount_desc` largest first. Ties fall back to the id, in the same direction. */
export const ledgerSorts = ['date_desc', 'date_asc', 'amount_desc', 'amount_asc'] as const;
export type LedgerSort = (typeof ledgerSorts)[number];
export const LEDGER_PAGE_SIZE = 20;
/** The export's shapes: one row per donation, or one per donor with their totals over the filtered donations. */
export const ledgerExportFormats = ['donations', 'donors'] as const;
export type LedgerExportFormat = (typeof ledgerExportFormats)[number];
export const LEDGER_MAX_PAGE_SIZE = 100;

/**
 * What the payment state machine did with a provider event: 'applied' moved something, 'duplicate' was a replay
 * of an event already recorded, 'ignored' changed nothing (stale or out of order), 'deferred' came before the
 * event it depends on and waits for the provider's redelivery.
 */
export const paymentEventOutcomes = ['applied', 'duplicate', 'ignored', 'deferred'] as const;
export type PaymentEventOutcome = (typeof paymentEventOutcomes)[number];

export const donationLedgerMessages = {
  notFound: 'Donation not found',
  badId: 'Donation id must be a positive whole number',
} as const;
