import { z } from 'zod';
import { operation } from './operation';
import { paymentEndpoints } from './payments';
import { sandboxCardSchema } from './donations.schemas';
import { sandboxSetupConfirmRequestSchema, sandboxSetupConfirmResponseSchema } from './donor-dashboard.schemas';

export const paymentsConfigSchema = z.object({
  provider: z.enum(['stripe', 'sandbox']),
  publishableKey: z.string().nullable(),
  /** Settings → Payment: whether the form offers 'Cover the processing fee', and whether it starts ticked. */
  offerFeeCoverage: z.boolean(),
  feeCoverageDefault: z.boolean(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

export const sandboxConfirmRequestSchema = z.object({
  clientSecret: z.string().min(10).max(200),
  card: sandboxCardSchema,
});

export const sandboxConfirmResponseSchema = z.object({
  status: z.enum(['succeeded', 'requires_action', 'failed']),
  message: z.string().optional(),
  nextActionUrl: z.string().optional(),
  paymentIntentId: z.string(),
});
export type SandboxConfirmResponse = z.infer<typeof sandboxConfirmResponseSchema>;

/** POST /api/payments/sandbox/authenticate: the token of the sandbox's nextActionUrl, and the donor's answer. */
export const sandboxAuthenticateRequestSchema = z.object({
  token: z.string().min(10).max(200),
  outcome: z.enum(['approve', 'fail'], { error: 'outcome must be approve or fail' }),
});
export type SandboxAuthenticateRequest = z.infer<typeof sandboxAuthenticateRequestSchema>;

/** The fields every Stripe event has (https://docs.stripe.com/api/events/object), for the API reference. */
const stripeEventSchema = z.looseObject({
  id: z.string().describe('evt_…: Stripe delivers an event again until it is answered 2xx; a repeat is applied once'),
  object: z.literal('event'),
  type: z
    .string()
    .describe(
      'Acted on: payment_intent.succeeded, payment_intent.payment_failed, charge.refunded, invoice.paid, ' +
        'invoice.payment_failed, customer.subscription.updated, customer.subscription.deleted, ' +
        'setup_intent.succeeded; any other type is acknowledged and ignored',
    ),
  created: z.number().int(),
  livemode: z.boolean(),
  api_version: z.string().nullable().optional(),
  data: z.looseObject({ object: z.looseObject({}).describe('The object the event is about, as Stripe renders it') }),
});
const { $schema: _dialect, ...stripeEventJsonSchema } = z.toJSONSchema(stripeEventSchema, { io: 'input' });

/**
 * The webhook's body: the bytes exactly as Stripe sent them, since the signature is checked on those bytes before
 * anything is read (the route has a raw-body parser of its own). Validated as bytes; the API reference shows the
 * JSON event they hold.
 */
export const stripeWebhookBodySchema = z.instanceof(Uint8Array).meta(stripeEventJsonSchema);

export const stripeWebhookHeadersSchema = z.object({
  'stripe-signature': z
    .string()
    .optional()
    .describe(
      "Stripe's signature of the exact body (t=…,v1=…) with the endpoint's signing secret, at most 5 minutes old; " +
        'without a valid one the event is refused (400 Invalid Stripe signature)',
    ),
});

/** 200 once the event is applied (or was already), or for an event type the site does not act on. */
export const stripeWebhookAnswerSchema = z.union([
  z.object({ received: z.literal(true), result: z.enum(['applied', 'duplicate', 'ignored']) }),
  z.object({ received: z.literal(true), ignored: z.literal(true) }),
]);
export type StripeWebhookAnswer = z.infer<typeof stripeWebhookAnswerSchema>;

export const paymentOperations = {
  config: operation(paymentEndpoints.config, {
    access: 'public',
    summary: 'Which provider takes payments (Stripe with its publishable key, or the sandbox) and the fee options',
    tags: ['payments'],
    responses: { 200: paymentsConfigSchema },
  }),
  sandboxConfirm: operation(paymentEndpoints.sandboxConfirm, {
    access: 'public',
    summary: "Sandbox mode only: pays a payment intent with a test card (the stand-in for Stripe.js's confirmPayment)",
    tags: ['payments'],
    body: sandboxConfirmRequestSchema,
    responses: { 200: sandboxConfirmResponseSchema },
  }),
  sandboxConfirmSetup: operation(paymentEndpoints.sandboxConfirmSetup, {
    access: 'public',
    summary: "Sandbox mode only: saves a test card on a setup intent (the stand-in for Stripe.js's confirmSetup)",
    tags: ['payments'],
    body: sandboxSetupConfirmRequestSchema,
    responses: { 200: sandboxSetupConfirmResponseSchema },
  }),
  sandboxAuthenticate: operation(paymentEndpoints.sandboxAuthenticate, {
    access: 'public',
    summary: "Sandbox mode only: the donor's answer to the stand-in for the bank's 3-D Secure check",
    tags: ['payments'],
    body: sandboxAuthenticateRequestSchema,
    responses: { 200: sandboxConfirmResponseSchema },
  }),
  stripeWebhook: operation(paymentEndpoints.stripeWebhook, {
    access: 'public',
    summary: "Stripe's signed events (payments, refunds, subscriptions, saved cards); 404 unless the site uses Stripe",
    tags: ['payments'],
    body: stripeWebhookBodySchema,
    headers: stripeWebhookHeadersSchema,
    responses: { 200: stripeWebhookAnswerSchema },
  }),
};
