import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { donationHistoryQuerySchema } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/auth-guards';
import { getDonationHistory, listRecentDonations } from './donation-history.service';
import { exportFileName, exportOwnDonationsCsv } from './donation-export';

export function donationHistoryRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/users/me/donations', { schema: { querystring: donationHistoryQuerySchema } }, async (request) => {
      const user = await requireUser(request);
      return getDonationHistory(deps.db, user.id, request.query.page, request.query.limit);
    });
    app.get('/api/users/me/donations/export', async (request, reply) => {
      const user = await requireUser(request);
      const csv = await exportOwnDonationsCsv(deps.db, user.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName()}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    });
    app.get('/api/donations/user', async (request) => listRecentDonations(deps.db, (await requireUser(request)).id));
  };
}
