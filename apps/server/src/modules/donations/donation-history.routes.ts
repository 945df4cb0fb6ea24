import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { donationHistoryOperations as ops } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/auth-guards';
import { getDonationHistory, listRecentDonations } from './donation-history.service';
import { exportFileName, exportOwnDonationsCsv } from './donation-export';

export function donationHistoryRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (app) => {
    addOperation(app, ops.history, async ({ query, request }) =>
      getDonationHistory(deps.db, (await requireUser(request)).id, query.page, query.limit),
    );
    app.get('/api/users/me/donations/export', async (request, reply) => {
      const user = await requireUser(request);
      const csv = await exportOwnDonationsCsv(deps.db, user.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName()}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    });
    addOperation(app, ops.recent, async ({ request }) => listRecentDonations(deps.db, (await requireUser(request)).id));
  };
}
