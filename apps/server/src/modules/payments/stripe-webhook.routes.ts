import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import type { ApiError } from '@causeway/contracts';
import type { ApplyResult } from './payment-events';
import type { CardDetails, PaymentEvent } from './payment-provider';
import { toPaymentEvent, toPaymentEventWithCard } from './stripe-events';

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

export interface StripeWebhookDeps {
  /** STRIPE_WEBHOOK_SECRET (whsec_…). */
  webhookSecret: string;
  /** Anything with Stripe's `webhooks` helpers (a client, or the Stripe class itself); verification is offline. */
  stripe?: Pick<Stripe, 'webhooks'>;
  /** The state machine: applyPaymentEvent(deps, 'stripe', event). */
  apply: (event: PaymentEvent) => Promise<ApplyResult>;
  /** Fills in card details that payloads carry only as an id (StripeProvider.retrieveCard). */
  retrieveCard?: (paymentMethodId: string) => Promise<CardDetails | null>;
}

const invalidSignature: ApiError = { message: 'Invalid Stripe signature', code: 'BAD_REQUEST' };
const notYet: ApiError = {
  message: 'This event depends on one not received yet; deliver it again later.',
  code: 'CONFLICT',
};

/**
 * POST /api/payments/stripe/webhook (DESIGN.md convention 8): verify the signature on the exact bytes Stripe
 * sent, treat the event as a signal, and answer 2xx only once the state machine has applied it, so that a
 * failure becomes a 5xx and Stripe delivers the event again. The state machine drops repeated event ids.
 * Register it with `app.register(...)`: the raw-body parser stays inside this plugin.
 */
export function stripeWebhookRoutes(deps: StripeWebhookDeps): FastifyPluginAsync {
  const webhooks = (deps.stripe ?? Stripe).webhooks;
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
        return reply.status(400).send(invalidSignature);
      }
      let event: Stripe.Event;
      try {
        event = webhooks.constructEvent(request.body, signature, deps.webhookSecret);
      } catch {
        request.log.warn('Stripe webhook refused: bad signature');
        return reply.status(400).send(invalidSignature);
      }
      const mapped = deps.retrieveCard ? await toPaymentEventWithCard(event, deps.retrieveCard) : toPaymentEvent(event);
      if (!mapped) return reply.status(200).send({ received: true, ignored: true });
      const result = await deps.apply(mapped);
      // Any non-2xx makes Stripe deliver the event again (with backoff, for days), by then in its place.
      if (result === 'deferred') {
        request.log.info({ stripeEvent: event.id, type: event.type }, 'Stripe webhook deferred: arrived early');
        return reply.status(409).send(notYet);
      }
      request.log.debug({ stripeEvent: event.id, type: event.type, result }, 'Stripe webhook applied');
      return reply.status(200).send({ received: true, result });
    });
  };
}
