import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { donationOperations as ops } from '@causeway/contracts';
import { AppError } from '../../lib/errors';
import { addOperation } from '../../lib/operation-route';
import { createDonationIntent, donateWithSavedCard, getDonationStatus, type DonationDeps } from './donations.service';

/** The header as the operation's schema validated it (a string of 8 to 255 characters), or none. */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' ? key : undefined;
}

/** The donation path (docs/performance.md: the hot path); the services rate-limit each attempt by IP. */
export function donationRoutes(deps: DonationDeps & { returnUrl: string }): FastifyPluginAsync {
  return async (app) => {
    for (const [op, type] of [
      [ops.createPaymentIntent, 'one_time'],
      [ops.createSubscriptionIntent, 'recurring'],
    ] as const) {
      addOperation(app, op, async ({ body, request }) =>
        createDonationIntent(deps, body, {
          user: await request.currentUser(),
          ip: request.ip,
          idempotencyKey: idempotencyKeyOf(request),
          type,
        }),
      );
    }

    for (const [op, type] of [
      [ops.donateWithSavedCard, 'one_time'],
      [ops.recurringWithSavedCard, 'recurring'],
    ] as const) {
      addOperation(app, op, async ({ body, request, user }) =>
        donateWithSavedCard(deps, body, { user, ip: request.ip, idempotencyKey: idempotencyKeyOf(request), type }),
      );
    }

    addOperation(app, ops.status, async ({ query }) => {
      const id = query.payment_intent;
      if (!id) throw new AppError('VALIDATION_FAILED', 'payment_intent is required', { payment_intent: ['Required'] });
      return getDonationStatus(deps.db, deps.provider.name, id);
    });
  };
}
