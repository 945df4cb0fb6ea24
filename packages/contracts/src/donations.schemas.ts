import { z } from 'zod';
import { operation } from './operation';
import {
  donationEndpoints,
  donationMessages as m,
  donationTypes,
  MAX_DONATION_CENTS,
  MIN_DONATION_CENTS,
  recurringIntervals,
} from './donations';
import { PROVIDER_MAXIMUM_MINOR } from './currencies';
import { giftExtrasSchema, tributeSchema } from './gift-extras.schemas';
import { tributeFormSchema } from './tributes.schemas';
import { SUPPORT_MESSAGE_MAX, supportMessageMessages } from './gift-extras';

const optionalName = (message: string) =>
  z
    .string()
    .trim()
    .max(80)
    .optional()
    .or(z.literal('').transform(() => undefined))
    .describe(message);

/**
 * A gift's amount on the wire, minor units of its campaign's currency: whole and within what the provider takes in
 * any currency. The currency's own bounds are the server's to check, once it knows the campaign (issue 26).
 */
export const giftAmountSchema = z
  .number({ error: m.amountInvalid })
  .int(m.amountInvalid)
  .min(1, m.amountMin)
  .max(PROVIDER_MAXIMUM_MINOR, m.amountMax);

/**
 * Body of POST /api/donations/create-payment-intent and create-subscription-intent (spec section 7),
 * amounts in cents. Guest details are required only when nobody is signed in (checked by the service).
 */
export const donationIntentRequestSchema = giftExtrasSchema.extend({
  campaignId: z.coerce.number({ error: m.campaignNotFound }).int(m.campaignNotFound).positive(m.campaignNotFound),
  /**
   * Minor units of the campaign's currency: only a whole, positive amount the provider can take here; the service
   * checks the currency's bounds (currencyBounds, issue 26) with their messages ('Minimum donation amount is $1').
   */
  amount: giftAmountSchema,
  interval: z.enum(recurringIntervals, { error: m.intervalRequired }).nullish(),
  savePaymentMethod: z.boolean().default(false),
  anonymousDonation: z.boolean().default(false),
  coverFees: z.boolean().default(false),
  /** "E-mail me updates about this campaign": subscribes the donor's address once the gift succeeds. */
  emailUpdates: z.boolean().default(false),
  rewardId: z.number().int().positive().nullish(),
  guestEmail: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email(m.emailInvalid))
    .optional()
    .or(z.literal('').transform(() => undefined)),
  guestFirstName: optionalName(m.firstNameRequired),
  guestLastName: optionalName(m.lastNameRequired),
});
export type DonationIntentRequest = z.input<typeof donationIntentRequestSchema>;

export const donationIntentResponseSchema = z.object({
  clientSecret: z.string(),
  donationId: z.number(),
  /** Cents actually charged: the gift plus any covered fee. */
  totalAmount: z.number(),
});
export type DonationIntentResponse = z.infer<typeof donationIntentResponseSchema>;

/** The donation form (spec section 5), in whole dollars as people type them. */
export const donationFormSchema = z
  .object({
    amount: z
      .number({ error: m.amountInvalid })
      .min(MIN_DONATION_CENTS / 100, m.amountMin)
      .max(MAX_DONATION_CENTS / 100, m.amountMax),
    donationType: z.enum(donationTypes, { error: m.typeRequired }),
    interval: z.enum(recurringIntervals).optional(),
    guestEmail: z.string().trim().optional(),
    guestFirstName: z.string().trim().optional(),
    guestLastName: z.string().trim().optional(),
    anonymousDonation: z.boolean().default(false),
    savePaymentMethod: z.boolean().default(false),
    coverFees: z.boolean().default(false),
    emailUpdates: z.boolean().default(false),
    // Words of support (issue 24): the form's fields of the intent request's `supportMessage`.
    supportMessage: z.string().max(SUPPORT_MESSAGE_MAX, supportMessageMessages.tooLong).optional(),
    supportShowName: z.boolean().default(true),
    supportShowAmount: z.boolean().default(false),
    /** "Dedicate this gift" (issue 24): its fields are checked only when ticked. */
    dedicate: z.boolean().default(false),
    tribute: tributeFormSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.donationType === 'recurring' && !v.interval) {
      ctx.addIssue({ code: 'custom', path: ['interval'], message: m.intervalRequired });
    }
    if (v.dedicate) {
      // The server's rules and messages, field by field.
      for (const issue of tributeSchema.safeParse({ honoreeName: '', ...v.tribute }).error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', path: ['tribute', ...issue.path.map(String)], message: issue.message });
      }
    }
  });
export type DonationForm = z.input<typeof donationFormSchema>;

/** The guest part of the form, applied only when nobody is signed in. */
export const guestDetailsSchema = z.object({
  guestEmail: z.string({ error: m.emailInvalid }).trim().pipe(z.email(m.emailInvalid)),
  guestFirstName: z.string({ error: m.firstNameRequired }).trim().min(1, m.firstNameRequired),
  guestLastName: z.string({ error: m.lastNameRequired }).trim().min(1, m.lastNameRequired),
});

export const sandboxCardSchema = z.object({
  number: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Your card number is incomplete.')),
  expMonth: z.coerce
    .number()
    .int()
    .min(1, 'Your card’s expiration month is invalid.')
    .max(12, 'Your card’s expiration month is invalid.'),
  expYear: z.coerce
    .number()
    .int()
    .min(2000, 'Your card’s expiration year is invalid.')
    .max(2100, 'Your card’s expiration year is invalid.'),
  cvc: z.string().regex(/^\d{3,4}$/, 'Your card’s security code is incomplete.'),
});

export const donationStatusResponseSchema = z.object({
  donationId: z.number(),
  status: z.enum(['pending', 'succeeded', 'failed', 'refunded']),
  amount: z.number(),
  feeAmount: z.number(),
  donationType: z.enum(donationTypes),
  interval: z.enum(recurringIntervals).nullable(),
  campaign: z.object({ id: z.number(), title: z.string() }),
  failureMessage: z.string().nullable(),
});
export type DonationStatusResponse = z.infer<typeof donationStatusResponseSchema>;

/** POST /api/donations (spec section 7): a signed-in donor gives with a saved card. */
export const savedCardDonationRequestSchema = giftExtrasSchema.extend({
  campaignId: donationIntentRequestSchema.shape.campaignId,
  amount: donationIntentRequestSchema.shape.amount,
  paymentMethodId: z.number({ error: 'Please choose a saved card' }).int().positive('Please choose a saved card'),
  anonymousDonation: z.boolean().default(false),
  coverFees: z.boolean().default(false),
  emailUpdates: z.boolean().default(false),
  rewardId: z.number().int().positive().nullish(),
  /** The unpaid donation from step 1 that this payment replaces: it is cancelled, not left pending. */
  replacesDonationId: z.number().int().positive().nullish(),
});

/** POST /api/recurring-donations (spec section 7): the same, on a schedule. */
export const savedCardRecurringRequestSchema = savedCardDonationRequestSchema.extend({
  interval: z.enum(recurringIntervals, { error: m.intervalRequired }),
});

export const savedCardDonationResponseSchema = z.object({
  donationId: z.number(),
  status: z.enum(['succeeded', 'requires_action', 'failed', 'processing']),
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  totalAmount: z.number(),
  message: z.string().optional(),
  nextActionUrl: z.string().optional(),
});
export type SavedCardDonationResponse = z.infer<typeof savedCardDonationResponseSchema>;

/** A saved card as GET /api/payment-methods/user lists it (spec section 3). */
export const paymentMethodSchema = z.object({
  id: z.number(),
  brand: z.string(),
  last4: z.string(),
  expiryMonth: z.number(),
  expiryYear: z.number(),
  isDefault: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/**
 * The Idempotency-Key header of the calls that start a payment: a repeat with the same key and body gets the first
 * answer back instead of a second donation; the same key with another body is refused (409).
 */
export const idempotencyKeyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .min(8, m.idempotencyKeyLength)
    .max(255, m.idempotencyKeyLength)
    .optional()
    .describe('A fresh key (8 to 255 characters) per attempt, so a double click or a retry gives once'),
});

export const donationOperations = {
  createPaymentIntent: operation(donationEndpoints.createPaymentIntent, {
    access: 'public',
    summary:
      'Starts a one-time gift: a pending donation and the payment intent the browser pays (a guest gives name and email)',
    tags: ['donations'],
    body: donationIntentRequestSchema,
    headers: idempotencyKeyHeadersSchema,
    responses: { 201: donationIntentResponseSchema },
  }),
  createSubscriptionIntent: operation(donationEndpoints.createSubscriptionIntent, {
    access: 'public',
    summary: 'Starts a recurring gift: a pending donation and the first payment of its schedule, paid by the browser',
    tags: ['donations'],
    body: donationIntentRequestSchema,
    headers: idempotencyKeyHeadersSchema,
    responses: { 201: donationIntentResponseSchema },
  }),
  donateWithSavedCard: operation(donationEndpoints.donateWithSavedCard, {
    access: 'signed-in',
    summary: "A one-time gift charged to one of the signed-in donor's saved cards",
    tags: ['donations'],
    body: savedCardDonationRequestSchema,
    headers: idempotencyKeyHeadersSchema,
    responses: { 201: savedCardDonationResponseSchema },
  }),
  recurringWithSavedCard: operation(donationEndpoints.recurringWithSavedCard, {
    access: 'signed-in',
    summary: "A recurring gift charged to one of the signed-in donor's saved cards, first payment now",
    tags: ['donations'],
    body: savedCardRecurringRequestSchema,
    headers: idempotencyKeyHeadersSchema,
    responses: { 201: savedCardDonationResponseSchema },
  }),
  status: operation(donationEndpoints.status, {
    access: 'public',
    summary: 'Where the donation of a payment intent stands, from our own records (the success page asks it)',
    tags: ['donations'],
    // Optional here so that a missing id gets the route's own message (payment_intent is required).
    query: z.object({
      payment_intent: z
        .string()
        .max(255)
        .optional()
        .describe('The payment intent the provider sent the browser back with'),
    }),
    responses: { 200: donationStatusResponseSchema },
  }),
};
