import { z } from 'zod';
import { tributeDetailSchema } from './tributes.schemas';
import { currencyCodes } from './currencies';
import { limitedPageSchemaOf, oneOf, pageLimitSchema, pageNumberSchema, searchTextSchema } from './paging.schemas';
import {
  donationLedgerEndpoints as e,
  donationLedgerMessages as m,
  LEDGER_MAX_PAGE_SIZE,
  LEDGER_PAGE_SIZE,
  ledgerExportFormats,
  ledgerProviders,
  ledgerSorts,
  paymentEventOutcomes,
} from './donation-ledger';
import { donationStatuses, donationTypes, recurringIntervals } from './donations';
import { idParam } from './ids.schemas';
import { offlineMethods } from './offline-gifts';
import { refundStatuses } from './refunds';
import { fileAnswer, operation } from './operation';

/** A calendar day, YYYY-MM-DD, read as UTC; a real date only (2026-02-30 is refused). */
const day = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD)`)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, `${field} must be a date (YYYY-MM-DD)`);

const cents = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number of cents`)
    .min(0, `${field} must be at least 0`)
    .max(100_000_000_000, `${field} is too large`);

/** The ledger's filters, shared by the page and the export; they are ANDed. */
const ledgerFilterShape = {
  q: searchTextSchema,
  status: oneOf(donationStatuses, 'status').optional(),
  campaignId: idParam('campaignId must be a campaign id').optional(),
  type: oneOf(donationTypes, 'type').optional(),
  provider: oneOf(ledgerProviders, 'provider').optional(),
  from: day('from').optional(),
  to: day('to').optional(),
  minAmount: cents('minAmount').optional(),
  maxAmount: cents('maxAmount').optional(),
  /** Gifts in this currency only (issue 26): the amount range is then in its minor unit. */
  currency: oneOf(currencyCodes, 'currency').optional(),
};

type LedgerRanges = { from?: string; to?: string; minAmount?: number; maxAmount?: number };
/** The ranges must not be upside down; `from` and `to` are whole UTC days, both included. */
const withRanges = <T extends z.ZodType<LedgerRanges>>(schema: T) =>
  schema
    .refine((query) => !query.from || !query.to || query.from <= query.to, {
      message: 'from must not be after to',
      path: ['to'],
    })
    .refine(
      (query) => query.minAmount === undefined || query.maxAmount === undefined || query.minAmount <= query.maxAmount,
      { message: 'minAmount must not be more than maxAmount', path: ['maxAmount'] },
    );

/** GET /api/admin/donations. */
export const ledgerQuerySchema = withRanges(
  z.object({
    ...ledgerFilterShape,
    sort: oneOf(ledgerSorts, 'sort').default('date_desc'),
    page: pageNumberSchema,
    limit: pageLimitSchema(LEDGER_MAX_PAGE_SIZE, LEDGER_PAGE_SIZE),
  }),
);
export type LedgerQuery = z.input<typeof ledgerQuerySchema>;
export type ParsedLedgerQuery = z.output<typeof ledgerQuerySchema>;

/**
 * A row of the ledger. The donor is the account's name and e-mail for a registered donor, what the guest typed
 * for a guest. Money in minor units of the gift's `currency` (issue 26): `amount` is the gift, `feeAmount` the fee
 * the donor covered on top of it.
 */
export const ledgerDonationSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  userId: z.number().nullable(),
  isGuest: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  campaign: z.object({ id: z.number(), title: z.string() }),
  amount: z.number(),
  feeAmount: z.number(),
  /** The gift's currency, its campaign's (issue 26): every amount of the row and its detail is in it. */
  currency: z.enum(currencyCodes),
  status: z.enum(donationStatuses),
  donationType: z.enum(donationTypes),
  provider: z.string(),
  receiptNumber: z.number().nullable(),
  /** Minor units of the charge (gift plus covered fee) refunded so far. */
  refundedAmount: z.number(),
  /** How an offline gift came; null for a card payment. */
  offlineMethod: z.enum(offlineMethods).nullable(),
  /** The supporter's page the gift was given through (issue 25); null for a gift to the campaign directly. */
  fundraiser: z.object({ id: z.number(), slug: z.string(), title: z.string() }).nullish(),
});
export type LedgerDonation = z.infer<typeof ledgerDonationSchema>;

/** The page; its size is the caller's `limit`. The total is also in X-Total-Count, as the campaign list's. */
export const ledgerPageSchema = limitedPageSchemaOf(ledgerDonationSchema);
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

/** A provider event the state machine answered for this donation's payment intent, as it answered it. */
export const ledgerEventSchema = z.object({
  eventId: z.string(),
  type: z.string(),
  outcome: z.enum(paymentEventOutcomes),
  /** When the provider says it happened. */
  occurredAt: z.string(),
  /** When the state machine answered it. */
  receivedAt: z.string(),
});
export type LedgerEvent = z.infer<typeof ledgerEventSchema>;

/** An administrator's action on the donation (the audit log), with the fields it changed. */
export const ledgerAuditEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  actorName: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type LedgerAuditEntry = z.infer<typeof ledgerAuditEntrySchema>;

/** A refund asked of the provider from the admin; the money moves when the provider's event arrives. */
export const ledgerRefundSchema = z.object({
  id: z.number(),
  amount: z.number(),
  reason: z.string(),
  status: z.enum(refundStatuses),
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
});
export type LedgerRefund = z.infer<typeof ledgerRefundSchema>;

/**
 * GET /api/admin/donations/{id}: the ledger's row with the provider's ids (the payment intent, and for a
 * recurring gift its subscription) and the timeline of payment events, in the order they were answered.
 */
export const ledgerDonationDetailSchema = ledgerDonationSchema.extend({
  anonymous: z.boolean(),
  paymentIntentId: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  recurringDonationId: z.number().nullable(),
  interval: z.enum(recurringIntervals).nullable(),
  succeededAt: z.string().nullable(),
  failureMessage: z.string().nullable(),
  /** The administrator's note on an offline gift. */
  note: z.string().nullable(),
  timeline: z.array(ledgerEventSchema),
  auditTrail: z.array(ledgerAuditEntrySchema),
  refunds: z.array(ledgerRefundSchema),
  /** "Dedicate this gift" (issue 24): the donor's dedication and its card, when there is one. */
  tribute: tributeDetailSchema.nullish(),
});
export type LedgerDonationDetail = z.infer<typeof ledgerDonationDetailSchema>;

/** GET /api/admin/donations/export: the ledger's filters (its sort and paging do not apply) and the file's shape. */
export const ledgerExportQuerySchema = withRanges(
  z.object({ ...ledgerFilterShape, format: oneOf(ledgerExportFormats, 'format').default('donations') }),
);
export type LedgerExportQuery = z.input<typeof ledgerExportQuerySchema>;
export type ParsedLedgerExportQuery = z.output<typeof ledgerExportQuerySchema>;

export const ledgerDonationParamsSchema = z.object({ id: idParam(m.badId) });

export const donationLedgerOperations = {
  list: operation(e.list, {
    access: 'admin',
    summary:
      'One page of donations of every status, newest first unless sorted, searched by donor name, e-mail, receipt ' +
      'number or payment intent id and filtered; the total is also in X-Total-Count',
    tags: ['admin/donations'],
    query: ledgerQuerySchema,
    responses: { 200: ledgerPageSchema },
  }),
  exportCsv: operation(e.exportCsv, {
    access: 'admin',
    summary:
      'The filtered donations as a CSV file streamed from the database (oldest first): one row per donation, or ' +
      'with format=donors one row per donor with their totals; spreadsheet-safe (no formulas)',
    tags: ['admin/donations'],
    query: ledgerExportQuerySchema,
    responses: { 200: fileAnswer('text/csv; charset=utf-8') },
  }),
  detail: operation(e.detail, {
    access: 'admin',
    summary: 'One donation of any status with its provider ids and the timeline of its payment events',
    tags: ['admin/donations'],
    params: ledgerDonationParamsSchema,
    responses: { 200: ledgerDonationDetailSchema },
  }),
};
