import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/auth-guards';
import { listOwnCards } from './payment-methods.service';

export function paymentMethodRoutes(deps: { db: Db; provider: string }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/payment-methods/user', async (request) => {
      const user = await requireUser(request);
      return listOwnCards(deps.db, user.id, deps.provider);
    });
  };
}
