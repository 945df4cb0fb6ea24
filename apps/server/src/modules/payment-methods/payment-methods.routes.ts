import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addPaymentMethodSchema, paymentMethodMessages, idParam } from '@causeway/contracts';
import { requireUser } from '../../plugins/auth-guards';
import {
  addOwnCard,
  listOwnCards,
  removeOwnCard,
  setOwnDefaultCard,
  startCardSetup,
  type WalletDeps,
} from './payment-methods.service';

const params = z.object({ id: idParam(paymentMethodMessages.notFound) });

export function paymentMethodRoutes(deps: WalletDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/payment-methods/user', async (request) => {
      const user = await requireUser(request);
      return listOwnCards(deps.db, user.id, deps.provider.name);
    });
    app.post('/api/payment-methods/setup-intent', async (request, reply) => {
      const user = await requireUser(request);
      return reply.code(201).send(await startCardSetup(deps, user));
    });
    app.post('/api/payment-methods', { schema: { body: addPaymentMethodSchema } }, async (request, reply) => {
      const user = await requireUser(request);
      return reply.code(201).send(await addOwnCard(deps, user, request.body.stripePaymentMethodId));
    });
    app.put('/api/payment-methods/:id/default', { schema: { params } }, async (request) => {
      const user = await requireUser(request);
      return setOwnDefaultCard(deps, user, request.params.id);
    });
    app.delete('/api/payment-methods/:id', { schema: { params } }, async (request) => {
      const user = await requireUser(request);
      return removeOwnCard(deps, user, request.params.id);
    });
  };
}
