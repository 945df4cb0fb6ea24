import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { campaignIdParamsSchema, embedCodeRequestSchema } from '@causeway/contracts';
import { jsonBody, sendCachedJson } from '../../lib/read-cache';
import { requireAdmin } from '../../plugins/auth-guards';
import { generateEmbedCode, getEmbedCode, getWidgetBootData, type EmbedDeps } from './embed.service';

const params = campaignIdParamsSchema;

/** Embed codes (admin spec section 7) and the widget's data for clients that did not get it inlined. */
export function embedRoutes(deps: EmbedDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/campaigns/:id/embed', { schema: { params } }, async (request) => {
      await requireAdmin(request);
      return getEmbedCode(deps, request.params.id);
    });
    app.post('/api/campaigns/:id/embed', { schema: { params, body: embedCodeRequestSchema } }, async (request) => {
      await requireAdmin(request);
      return generateEmbedCode(deps, request.params.id, request.body);
    });

    app.get('/api/campaigns/:id/widget', { schema: { params } }, async (request, reply) => {
      const { id } = request.params;
      const cached = await deps.readCache.getOrProduce(`widget:${id}`, async () =>
        jsonBody(await getWidgetBootData(deps.db, id)),
      );
      if (cached!.body.startsWith('{"error"')) reply.status(404);
      return sendCachedJson(request, reply, cached!);
    });
  };
}
