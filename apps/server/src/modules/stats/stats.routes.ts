import type { FastifyPluginAsync } from 'fastify';
import { statsOperations as ops } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { addOperation } from '../../lib/operation-route';
import type { ReadCache } from '../../lib/read-cache';
import { getDonorStats, getImpactStats } from './stats.service';

export function statsRoutes(deps: { db: Db; readCache: ReadCache }): FastifyPluginAsync {
  return async (app) => {
    addOperation(app, ops.impact, () => getImpactStats(deps.db), { readCache: deps.readCache });
    addOperation(app, ops.donor, ({ user }) => getDonorStats(deps.db, user.id));
  };
}
