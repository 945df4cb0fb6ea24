import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  donationIntentRequestSchema,
  savedCardDonationRequestSchema,
  savedCardRecurringRequestSchema,
} from '@causeway/contracts';
import { requireUser } from '../../plugins/auth-guards';
import { AppError } from '../../lib/errors';
import { createDonationIntent, donateWithSavedCard, getDonationStatus, type DonationDeps } from './donations.service';

const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(8, 'Idempotency-Key must be 8 to 255 characters')
    .max(255, 'Idempotency-Key must be 8 to 255 characters')
    .optional(),
});

export function donationRoutes(deps: DonationDeps & { returnUrl: string }): FastifyPluginAsyncZod {
  return async (app) => {
    for (const [path, type] of [
      ['/api/donations/create-payment-intent', 'one_time'],
      ['/api/donations/create-subscription-intent', 'recurring'],
    ] as const) {
      app.post(
        path,
        { schema: { body: donationIntentRequestSchema, headers: idempotencyHeaders } },
        async (request, reply) => {
          const result = await createDonationIntent(deps, request.body, {
            user: await request.currentUser(),
            ip: request.ip,
            idempotencyKey: request.headers['idempotency-key'],
            type,
          });
          return reply.status(201).send(result);
        },
      );
    }

    for (const [path, schema, type] of [
      ['/api/donations', savedCardDonationRequestSchema, 'one_time'],
      ['/api/recurring-donations', savedCardRecurringRequestSchema, 'recurring'],
    ] as const) {
      app.post(path, { schema: { body: schema, headers: idempotencyHeaders } }, async (request, reply) => {
        const user = await requireUser(request);
        const result = await donateWithSavedCard(deps, request.body, {
          user,
          ip: request.ip,
          idempotencyKey: request.headers['idempotency-key'],
          type,
        });
        return reply.status(201).send(result);
      });
    }

    app.get(
      '/api/donations/status',
      { schema: { querystring: z.object({ payment_intent: z.string().max(255).optional() }) } },
      async (request) => {
        const id = request.query.payment_intent;
        if (!id)
          throw new AppError('VALIDATION_FAILED', 'payment_intent is required', { payment_intent: ['Required'] });
        return getDonationStatus(deps.db, deps.provider.name, id);
      },
    );
  };
}
