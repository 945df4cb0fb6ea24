import type { FastifyPluginAsync } from 'fastify';
import { recurringAdminOperations as ops } from '@causeway/contracts';
import { addOperation, withHeaders } from '../../lib/operation-route';
import { cancelRecurringForDonor, listRecurringGifts, type AdminCancelDeps } from './recurring-admin.service';

export function recurringAdminRoutes(deps: AdminCancelDeps): FastifyPluginAsync {
  return async (app) => {
    addOperation(app, ops.list, async ({ query }) => {
      const page = await listRecurringGifts(deps.db, query);
      return withHeaders(page, { 'x-total-count': String(page.total) });
    });
    addOperation(app, ops.cancel, ({ params, body, user, request }) =>
      cancelRecurringForDonor(deps, user, params.id, { ...body, ip: request.ip }),
    );
  };
}
