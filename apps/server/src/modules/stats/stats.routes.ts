import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { jsonBody, sendCachedJson, type ReadCache } from '../../lib/read-cache';
import { requireUser } from '../../plugins/auth-guards';
import { getDonorStats, getImpactStats } from './stats.service';

export function statsRoutes(deps: { db: Db; readCache: ReadCache }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/stats', async (request, reply) => {
      const cached = await deps.readCache.getOrProduce('stats', async () => jsonBody(await getImpactStats(deps.db)));
      return sendCachedJson(request, reply, cached!);
    });

    app.get('/api/stats/donor', async (request) => getDonorStats(deps.db, (await requireUser(request)).id));
  };
}
