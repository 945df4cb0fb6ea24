import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { campaignIdParamsSchema, updateIdParamsSchema, updateInputSchema } from '@causeway/contracts';
import { requireAdmin } from '../../plugins/auth-guards';
import { editUpdate, postUpdate, removeUpdate, type UpdatesDeps } from './updates.service';

/** Writes to campaign updates; the list itself is GET /api/campaigns/{id}/updates (campaigns.routes). */
export function updateRoutes(deps: UpdatesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/campaigns/:id/updates',
      { schema: { params: campaignIdParamsSchema, body: updateInputSchema } },
      async (request, reply) => {
        const admin = await requireAdmin(request);
        return reply.code(201).send(await postUpdate(deps, admin.id, request.params.id, request.body));
      },
    );
    app.put(
      '/api/campaigns/:id/updates/:updateId',
      { schema: { params: updateIdParamsSchema, body: updateInputSchema } },
      async (request) => {
        await requireAdmin(request);
        return editUpdate(deps, request.params.id, request.params.updateId, request.body);
      },
    );
    app.delete(
      '/api/campaigns/:id/updates/:updateId',
      { schema: { params: updateIdParamsSchema } },
      async (request, reply) => {
        await requireAdmin(request);
        await removeUpdate(deps, request.params.id, request.params.updateId);
        return reply.code(204).send();
      },
    );
  };
}
