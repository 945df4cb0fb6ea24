import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { donationMessages, donationOperations as ops } from '@causeway/contracts';
import { AppError } from '../../lib/errors';
import { answerLocale } from '../../plugins/answer-language';
import { addOperation } from '../../lib/operation-route';
import { perAddress, type RateRule } from '../../lib/rate-limit';
import { createDonationIntent, donateWithSavedCard, getDonationStatus, type DonationDeps } from './donations.service';

/** The header as the operation's schema validated it (a string of 8 to 255 characters), or none. */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' ? key : undefined;
}

/** The donation path (docs/performance.md: the hot path); every way to start a gift shares one limit per IP. */
export function donationRoutes(deps: DonationDeps & { returnUrl: string; rateLimit: RateRule }): FastifyPluginAsync {
  return async (app) => {
    const rateLimits = [perAddress('donation-intent', deps.rateLimit, donationMessages.tooManyAttempts)];
    for (const [op, type] of [
      [ops.createPaymentIntent, 'one_time'],
      [ops.createSubscriptionIntent, 'recurring'],
    ] as const) {
      addOperation(
        app,
        op,
        async ({ body, request }) =>
          createDonationIntent(deps, body, {
            user: await request.currentUser(),
            idempotencyKey: idempotencyKeyOf(request),
            type,
            locale: answerLocale(request),
          }),
        { rateLimits },
      );
    }

    for (const [op, type] of [
      [ops.donateWithSavedCard, 'one_time'],
      [ops.recurringWithSavedCard, 'recurring'],
    ] as const) {
      addOperation(
        app,
        op,
        async ({ body, request, user }) =>
          donateWithSavedCard(deps, body, {
            user,
            idempotencyKey: idempotencyKeyOf(request),
            type,
            locale: answerLocale(request),
          }),
        { rateLimits },
      );
    }

    addOperation(app, ops.status, async ({ query }) => {
      const id = query.payment_intent;
      if (!id) throw new AppError('VALIDATION_FAILED', 'payment_intent is required', { payment_intent: ['Required'] });
      return getDonationStatus(deps.db, deps.provider.name, id);
    });
  };
}
