import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { donorKeyParamsSchema, donorListQuerySchema } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { requireAdmin } from '../../plugins/auth-guards';
import { getDonorDetail, listDonors } from './donors.service';

export function donorRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/admin/donors', { schema: { querystring: donorListQuerySchema } }, async (request) => {
      await requireAdmin(request);
      return listDonors(deps.db, request.query);
    });
    app.get('/api/admin/donors/:key', { schema: { params: donorKeyParamsSchema } }, async (request) => {
      await requireAdmin(request);
      return getDonorDetail(deps.db, request.params.key);
    });
  };
}
