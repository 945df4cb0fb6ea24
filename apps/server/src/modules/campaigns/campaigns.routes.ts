import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { campaignOperations as ops } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { addOperation, withHeaders } from '../../lib/operation-route';
import type { ReadCache } from '../../lib/read-cache';
import { getCampaignDetail, isPubliclyVisible, listCampaignUpdates, listPublicCampaigns } from './campaigns.service';

const viewerIsAdmin = (request: FastifyRequest) => async () => (await request.currentUser())?.role === 'admin';

export function campaignRoutes(deps: { db: Db; readCache: ReadCache }): FastifyPluginAsync {
  return async (app) => {
    addOperation(
      app,
      ops.list,
      async ({ query }) => {
        const { items, total } = await listPublicCampaigns(deps.db, query);
        return withHeaders(items, { 'x-total-count': String(total) });
      },
      { readCache: deps.readCache },
    );

    addOperation(
      app,
      ops.detail,
      ({ params, request }) => getCampaignDetail(deps.db, params.id, viewerIsAdmin(request)),
      {
        readCache: deps.readCache,
        // Only what everyone may see is kept; an administrator's view of a draft is computed each time.
        cacheable: (detail) => isPubliclyVisible(detail.status),
      },
    );

    // An administrator's answer includes private updates, so it is not kept in the process; a proxy keeps only
    // the answers given without a session (plugins/http-cache.ts).
    addOperation(
      app,
      ops.updates,
      ({ params, request }) => listCampaignUpdates(deps.db, params.id, viewerIsAdmin(request)),
      {
        publicAnswer: true,
      },
    );
  };
}
