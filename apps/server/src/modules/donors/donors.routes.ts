import type { FastifyPluginAsync } from 'fastify';
import { donorOperations as ops } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { addOperation } from '../../lib/operation-route';
import { getDonorDetail, listDonors } from './donors.service';

export function donorRoutes(deps: { db: Db }): FastifyPluginAsync {
  return async (app) => {
    addOperation(app, ops.list, ({ query }) => listDonors(deps.db, query));
    addOperation(app, ops.detail, ({ params }) => getDonorDetail(deps.db, params.key));
  };
}
