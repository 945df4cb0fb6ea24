import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import { paymentOperations as ops, type StripeWebhookAnswer } from '@causeway/contracts';
import { AppError } from '../../lib/errors';
import { addOperation } from '../../lib/operation-route';
import type { ApplyResult } from './payment-events';
import type { CardDetails, PaymentEvent } from './payment-provider';
import { toPaymentEvent, toPaymentEventWithCard } from './stripe-events';

export const STRIPE_WEBHOOK_PATH = ops.stripeWebhook.path;

export interface StripeWebhookDeps {
  /** STRIPE_WEBHOOK_SECRET (whsec_…). */
  webhookSecret: string;
  /** Anything with Stripe's `webhooks` helpers (a client, or the Stripe class itself); verification is offline. */
  stripe?: Pick<Stripe, 'webhooks'>;
  /** The state machine: applyPaymentEvent(deps, 'stripe', event). */
  apply: (event: PaymentEvent) => Promise<ApplyResult>;
  /** Fills in card details that payloads carry only as an id (StripeProvider.retrieveCard). */
  retrieveCard?: (paymentMethodId: string) => Promise<CardDetails | null>;
  /** Counts a delivery refused for its signature (metrics: a wrong secret after a rotation shows here). */
  onBadSignature?: () => void;
}

const invalidSignature = 'Invalid Stripe signature';
const notYet = 'This event depends on one not received yet; deliver it again later.';
const notConfigured = 'This site does not take payments by Stripe: no Stripe webhook is received here.';

/**
 * POST /api/payments/stripe/webhook (DESIGN.md convention 8): verify the signature on the exact bytes Stripe
 * sent, treat the event as a signal, and answer 2xx only once the state machine has applied it, so that a
 * failure becomes a 5xx and Stripe delivers the event again. The state machine drops repeated event ids.
 * Register it with `app.register(...)`: the raw-body parser stays inside this plugin. Without `deps` (no Stripe
 * keys: sandbox mode) the route is still served, so the API reference documents it, and answers 404.
 */
export function stripeWebhookRoutes(deps?: StripeWebhookDeps): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    if (!deps) {
      addOperation(app, ops.stripeWebhook, () => {
        throw new AppError('NOT_FOUND', notConfigured);
      });
      return;
    }
    const webhooks = (deps.stripe ?? Stripe).webhooks;
    addOperation(app, ops.stripeWebhook, async ({ body, request }): Promise<StripeWebhookAnswer> => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string') {
        deps.onBadSignature?.();
        throw new AppError('BAD_REQUEST', invalidSignature);
      }
      let event: Stripe.Event;
      try {
        event = webhooks.constructEvent(body, signature, deps.webhookSecret);
      } catch {
        deps.onBadSignature?.();
        request.log.warn('Stripe webhook refused: bad signature');
        throw new AppError('BAD_REQUEST', invalidSignature);
      }
      const mapped = deps.retrieveCard ? await toPaymentEventWithCard(event, deps.retrieveCard) : toPaymentEvent(event);
      if (!mapped) return { received: true, ignored: true };
      const result = await deps.apply(mapped);
      // Any non-2xx makes Stripe deliver the event again (with backoff, for days), by then in its place.
      if (result === 'deferred') {
        request.log.info({ stripeEvent: event.id, type: event.type }, 'Stripe webhook deferred: arrived early');
        throw new AppError('CONFLICT', notYet);
      }
      request.log.debug({ stripeEvent: event.id, type: event.type, result }, 'Stripe webhook applied');
      return { received: true, result };
    });
  };
}
