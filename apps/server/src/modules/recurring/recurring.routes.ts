import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recurringActionSchema, recurringAmountSchema, recurringMessages, idParam } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/auth-guards';
import type { PaymentProvider } from '../payments/payment-provider';
import { changeRecurring, changeRecurringAmount, listOwnRecurring } from './recurring.service';

const params = z.object({ id: idParam(recurringMessages.notFound) });

export function recurringRoutes(deps: { db: Db; provider: PaymentProvider }): FastifyPluginAsyncZod {
  return async (app) => {
    for (const path of ['/api/recurring-donations/user', '/api/users/me/recurring-donations']) {
      app.get(path, async (request) => listOwnRecurring(deps.db, (await requireUser(request)).id));
    }
    app.patch('/api/recurring-donations/:id', { schema: { params, body: recurringActionSchema } }, async (request) => {
      const user = await requireUser(request);
      return changeRecurring(deps, user.id, request.params.id, request.body.action);
    });
    app.put(
      '/api/recurring-donations/:id/amount',
      { schema: { params, body: recurringAmountSchema } },
      async (request) => {
        const user = await requireUser(request);
        return changeRecurringAmount(deps, user.id, request.params.id, request.body.amount);
      },
    );
    app.delete('/api/recurring-donations/:id', { schema: { params } }, async (request) => {
      const user = await requireUser(request);
      return changeRecurring(deps, user.id, request.params.id, 'cancel');
    });
  };
}
