import { z } from 'zod';
import { idParam } from './ids.schemas';
import { fileAnswer, operation } from './operation';
import { donationHistoryEndpoints } from './donation-history';
import { paymentMethodEndpoints } from './payment-methods';
import { recurringEndpoints } from './recurring';
import { offlineMethods } from './offline-gifts';
import { currencyCodes } from './currencies';
import { tributeSummarySchema } from './tributes.schemas';
import { limitedPageSchemaOf, pageLimitSchema, pageNumberSchema } from './paging.schemas';
import { donationStatuses, donationTypes, recurringIntervals, recurringStatuses } from './donations';
import { giftAmountSchema, paymentMethodSchema, sandboxCardSchema } from './donations.schemas';
import { fill } from './message-catalogue';

/** What a donor gave in one currency: succeeded gifts net of refunds, minor units of it, and how many. */
export const donorCurrencyTotalSchema = z.object({
  currency: z.enum(currencyCodes),
  total: z.number(),
  count: z.number(),
});
export type DonorCurrencyTotal = z.infer<typeof donorCurrencyTotalSchema>;

/** GET /api/stats/donor (spec section 3: Donor stats), money in minor units. */
export const donorStatsSchema = z.object({
  /** The first of `totals`, in `currency` (0 in the organization's default currency before any gift). */
  totalDonated: z.number(),
  currency: z.enum(currencyCodes),
  /**
   * Every currency the donor gave in, each added up on its own (issue 26: never converted nor summed across), in
   * the annual statement's order: the organization's default currency first, then the currency table's order.
   */
  totals: z.array(donorCurrencyTotalSchema),
  /** Recurring gifts that are active (not paused or cancelled). */
  activeDonations: z.number(),
  campaignsSupported: z.number(),
});
export type DonorStats = z.infer<typeof donorStatsSchema>;

/** A donation in the donor's history (spec section 3: Donation). */
export const donorDonationSchema = z.object({
  id: z.number(),
  amount: z.number(),
  /** The currency of every amount of the gift, its campaign's (issue 26): minor units of it. */
  currency: z.enum(currencyCodes),
  feeAmount: z.number(),
  /** Cents of the charge (gift plus covered fee) refunded so far: a partial refund leaves the gift succeeded. */
  refundedAmount: z.number(),
  status: z.enum(donationStatuses),
  donationType: z.enum(donationTypes),
  createdAt: z.string(),
  receiptNumber: z.number().nullable(),
  /** How a gift recorded by the charity (cash, cheque, bank transfer) came; null for a card payment. */
  offlineMethod: z.enum(offlineMethods).nullable(),
  campaign: z.object({ id: z.number(), title: z.string() }),
  user: z.object({ firstName: z.string(), lastName: z.string() }),
  /** "Dedicate this gift" (issue 24): in honour or in memory of whom, when the donor dedicated it. */
  tribute: tributeSummarySchema.nullish(),
});
export type DonorDonation = z.infer<typeof donorDonationSchema>;

export const DONATION_HISTORY_PAGE_SIZE = 10;

export const donationHistoryQuerySchema = z.object({
  page: pageNumberSchema,
  limit: pageLimitSchema(50, DONATION_HISTORY_PAGE_SIZE),
});

/** The paging envelope of donor lists (DECISIONS.md). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A recurring gift (spec section 3); `nextPaymentDate` only while active (spec section 2). */
export const donorRecurringSchema = z.object({
  id: z.number(),
  amount: z.number(),
  /** The gift keeps its campaign's currency for every charge (issue 26); its amounts are minor units of it. */
  currency: z.enum(currencyCodes),
  /** Processing fee the donor covers on each charge, in cents (0 when they don't). */
  feeAmount: z.number(),
  interval: z.enum(recurringIntervals),
  status: z.enum(recurringStatuses),
  nextPaymentDate: z.string().nullable(),
  createdAt: z.string(),
  campaign: z.object({ id: z.number(), title: z.string() }),
});
export type DonorRecurring = z.infer<typeof donorRecurringSchema>;

export const recurringActionSchema = z.object({
  action: z.enum(['pause', 'resume', 'cancel'], { error: 'action must be pause, resume or cancel' }),
});
export type RecurringAction = z.infer<typeof recurringActionSchema>['action'];

export const recurringMessages = {
  notFound: 'Recurring donation not found',
  cancelledIsFinal: 'This recurring donation has been cancelled and cannot be changed.',
  alreadyPaused: 'This recurring donation is already paused.',
  alreadyActive: 'This recurring donation is already active.',
} as const;

/** PUT /api/recurring-donations/{id}/amount: a new amount in cents, from the next charge on. */
export const recurringAmountSchema = z.object({
  /** Minor units of the gift's currency; the server checks that currency's bounds (issue 26). */
  amount: giftAmountSchema,
});
export type RecurringAmountRequest = z.infer<typeof recurringAmountSchema>;

/** POST /api/payment-methods/setup-intent: what the browser needs to collect a card for later. */
export const setupIntentResponseSchema = z.object({ clientSecret: z.string() });
export type SetupIntentResponse = z.infer<typeof setupIntentResponseSchema>;

/** POST /api/payments/sandbox/confirm-setup: the sandbox's stand-in for Stripe's confirmSetup. */
export const sandboxSetupConfirmRequestSchema = z.object({
  clientSecret: z.string().min(10).max(200),
  card: sandboxCardSchema,
});
export const sandboxSetupConfirmResponseSchema = z.object({
  status: z.enum(['succeeded', 'failed']),
  message: z.string().optional(),
  /** The provider's payment method id, to send to POST /api/payment-methods. */
  paymentMethodId: z.string().optional(),
});
export type SandboxSetupConfirmResponse = z.infer<typeof sandboxSetupConfirmResponseSchema>;

/** POST /api/payment-methods (spec section 7): a card confirmed by a setup intent joins the donor's wallet. */
export const addPaymentMethodSchema = z.object({
  stripePaymentMethodId: z
    .string({ error: 'stripePaymentMethodId is required' })
    .trim()
    .regex(/^pm_[A-Za-z0-9_]{3,120}$/, 'stripePaymentMethodId is not a payment method id'),
});

export const paymentMethodMessages = {
  notFound: 'Payment method not found',
  usedByRecurring:
    'This card pays for your recurring donations. Add or choose another card as your default before removing it.',
  notYours: 'This card was not set up for your account. Please add it again.',
  removed: 'Payment method removed',
} as const;

/** GET /api/users/me/statements: the years for which an annual statement exists, newest first. */
export const statementYearsSchema = z.object({ years: z.array(z.number()) });
export type StatementYears = z.infer<typeof statementYearsSchema>;

export const statementMessages = {
  noDonations: (year: number) => fill('You have no completed donations in {year}.', { year }),
  badYear: 'Please choose a valid year.',
} as const;

const recurringIdParamsSchema = z.object({ id: idParam(recurringMessages.notFound) });
export const recurringOperations = {
  list: operation(recurringEndpoints.list, {
    access: 'signed-in',
    summary: "The signed-in donor's recurring gifts, newest first",
    tags: ['recurring-donations'],
    responses: { 200: z.array(donorRecurringSchema) },
  }),
  listMine: operation(recurringEndpoints.listMine, {
    access: 'signed-in',
    summary: "The signed-in donor's recurring gifts, newest first (the donor area's path)",
    tags: ['recurring-donations'],
    responses: { 200: z.array(donorRecurringSchema) },
  }),
  change: operation(recurringEndpoints.change, {
    access: 'signed-in',
    summary: 'Pauses, resumes or cancels one of the donor’s own recurring gifts',
    tags: ['recurring-donations'],
    params: recurringIdParamsSchema,
    body: recurringActionSchema,
    responses: { 200: donorRecurringSchema },
  }),
  changeAmount: operation(recurringEndpoints.changeAmount, {
    access: 'signed-in',
    summary: 'A new amount in cents for one of the donor’s own recurring gifts, from the next charge on',
    tags: ['recurring-donations'],
    params: recurringIdParamsSchema,
    body: recurringAmountSchema,
    responses: { 200: donorRecurringSchema },
  }),
  cancel: operation(recurringEndpoints.cancel, {
    access: 'signed-in',
    summary: 'Cancels one of the donor’s own recurring gifts (final)',
    tags: ['recurring-donations'],
    params: recurringIdParamsSchema,
    responses: { 200: donorRecurringSchema },
  }),
};

const paymentMethodIdParamsSchema = z.object({ id: idParam(paymentMethodMessages.notFound) });
export const paymentMethodOperations = {
  list: operation(paymentMethodEndpoints.list, {
    access: 'signed-in',
    summary: "The signed-in donor's saved cards, default first",
    tags: ['payment-methods'],
    responses: { 200: z.array(paymentMethodSchema) },
  }),
  setupIntent: operation(paymentMethodEndpoints.setupIntent, {
    access: 'signed-in',
    summary: 'Starts collecting a card for later: the setup intent’s client secret',
    tags: ['payment-methods'],
    responses: { 201: setupIntentResponseSchema },
  }),
  add: operation(paymentMethodEndpoints.add, {
    access: 'signed-in',
    summary: "Adds the card the setup intent confirmed to the donor's wallet",
    tags: ['payment-methods'],
    body: addPaymentMethodSchema,
    responses: { 201: paymentMethodSchema },
  }),
  setDefault: operation(paymentMethodEndpoints.setDefault, {
    access: 'signed-in',
    summary: 'Makes one of the donor’s own cards the default for future and recurring gifts',
    tags: ['payment-methods'],
    params: paymentMethodIdParamsSchema,
    responses: { 200: paymentMethodSchema },
  }),
  remove: operation(paymentMethodEndpoints.remove, {
    access: 'signed-in',
    summary: 'Removes one of the donor’s own cards (not the one an active recurring gift uses)',
    tags: ['payment-methods'],
    params: paymentMethodIdParamsSchema,
    responses: { 200: z.object({ message: z.string() }) },
  }),
};

export const donationHistoryOperations = {
  history: operation(donationHistoryEndpoints.history, {
    access: 'signed-in',
    summary: "One page of the signed-in donor's donations, newest first",
    tags: ['donor-area'],
    query: donationHistoryQuerySchema,
    // The page size is the caller's `limit`.
    responses: { 200: limitedPageSchemaOf(donorDonationSchema) },
  }),
  recent: operation(donationHistoryEndpoints.recent, {
    access: 'signed-in',
    summary: "The signed-in donor's most recent donations (up to 100), as a plain list",
    tags: ['donor-area'],
    responses: { 200: z.array(donorDonationSchema) },
  }),
  statementYears: operation(donationHistoryEndpoints.statementYears, {
    access: 'signed-in',
    summary: 'The years the signed-in donor has an annual statement for',
    tags: ['donor-area'],
    responses: { 200: statementYearsSchema },
  }),
  statement: operation(donationHistoryEndpoints.statement, {
    access: 'signed-in',
    summary: "The signed-in donor's annual giving statement for one year, as a PDF",
    tags: ['donor-area'],
    params: z.object({
      year: z
        .string()
        .regex(/^\d{4}$/, statementMessages.badYear)
        .transform(Number)
        .pipe(z.number().min(2000, statementMessages.badYear).max(2100, statementMessages.badYear)),
    }),
    responses: { 200: fileAnswer('application/pdf') },
  }),
  exportCsv: operation(donationHistoryEndpoints.exportCsv, {
    access: 'signed-in',
    summary: 'Every donation of the signed-in donor as a CSV file (spreadsheet-safe: no formulas)',
    tags: ['donor-area'],
    responses: { 200: fileAnswer('text/csv; charset=utf-8') },
  }),
  receipt: operation(donationHistoryEndpoints.receipt, {
    access: 'public',
    summary: 'A donation receipt as a PDF: for its donor, an administrator, or the holder of its signed link',
    tags: ['donor-area'],
    params: z.object({ id: idParam('Donation id must be a positive whole number') }),
    query: z.object({ expires: z.string().max(20).optional(), signature: z.string().max(100).optional() }),
    responses: { 200: fileAnswer('application/pdf') },
  }),
};
