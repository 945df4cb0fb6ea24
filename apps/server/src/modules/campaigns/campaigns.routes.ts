import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { campaignIdParamsSchema, campaignListQuerySchema } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { jsonBody, sendCachedJson, type ReadCache } from '../../lib/read-cache';
import { getCampaignDetail, isPubliclyVisible, listCampaignUpdates, listPublicCampaigns } from './campaigns.service';

const viewerIsAdmin = (request: FastifyRequest) => async () => (await request.currentUser())?.role === 'admin';

export function campaignRoutes(deps: { db: Db; readCache: ReadCache }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/campaigns', { schema: { querystring: campaignListQuerySchema } }, async (request, reply) => {
      const q = request.query;
      const key = `campaigns:${q.category ?? 'all'}:${q.sort}:${q.limit}:${q.offset}:${q.q ?? ''}`;
      const cached = await deps.readCache.getOrProduce(key, async () => {
        const { items, total } = await listPublicCampaigns(deps.db, q);
        return jsonBody(items, { 'x-total-count': String(total) });
      });
      return sendCachedJson(request, reply, cached!);
    });

    app.get('/api/campaigns/:id', { schema: { params: campaignIdParamsSchema } }, async (request, reply) => {
      const { id } = request.params;
      const cached = await deps.readCache.getOrProduce(`campaign:${id}`, async () => {
        const detail = await getCampaignDetail(deps.db, id, viewerIsAdmin(request));
        // Only what everyone may see is cached; an admin's view of a draft is computed each time.
        const body = jsonBody(detail);
        return isPubliclyVisible(detail.status) ? body : { ...body, uncacheable: true };
      });
      return sendCachedJson(request, reply, cached!);
    });

    app.get('/api/campaigns/:id/updates', { schema: { params: campaignIdParamsSchema } }, async (request, reply) => {
      const { id } = request.params;
      const updates = await listCampaignUpdates(deps.db, id, viewerIsAdmin(request));
      // An administrator's answer includes private updates: no shared cache may keep it.
      return sendCachedJson(request, reply, jsonBody(updates, { 'cache-control': 'private, no-cache' }));
    });
  };
}
