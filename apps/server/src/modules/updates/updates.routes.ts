import type { FastifyPluginAsync } from 'fastify';
import { campaignUpdateOperations as ops } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import { editUpdate, postUpdate, removeUpdate, type UpdatesDeps } from './updates.service';

/** Writes to campaign updates; the list itself is GET /api/campaigns/{id}/updates (campaigns.routes). */
export function updateRoutes(deps: UpdatesDeps): FastifyPluginAsync {
  return async (app) => {
    addOperation(app, ops.create, ({ params, body, user }) => postUpdate(deps, user.id, params.id, body));
    addOperation(app, ops.edit, ({ params, body }) => editUpdate(deps, params.id, params.updateId, body));
    addOperation(app, ops.remove, ({ params }) => removeUpdate(deps, params.id, params.updateId));
  };
}
