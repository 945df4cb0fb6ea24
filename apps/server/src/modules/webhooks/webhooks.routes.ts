import type { FastifyPluginAsync } from 'fastify';
import { webhookOperations as ops } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
  rollSecret,
  sendTestEvent,
  updateEndpoint,
  type WebhookAdminDeps,
} from './webhooks.service';

/** Settings → Webhooks (docs/webhooks.md): administrators only, every change audited. */
export function webhookRoutes(deps: WebhookAdminDeps): FastifyPluginAsync {
  return async (app) => {
    addOperation(app, ops.list, () => listEndpoints(deps.db));
    addOperation(app, ops.create, ({ body, user, request }) =>
      createEndpoint(deps, body, { actor: user, ip: request.ip }),
    );
    addOperation(app, ops.update, ({ params, body, user, request }) =>
      updateEndpoint(deps, params.id, body, { actor: user, ip: request.ip }),
    );
    addOperation(app, ops.remove, ({ params, user, request }) =>
      deleteEndpoint(deps.db, params.id, { actor: user, ip: request.ip }),
    );
    addOperation(app, ops.rollSecret, ({ params, user, request }) =>
      rollSecret(deps.db, params.id, { actor: user, ip: request.ip }),
    );
    addOperation(app, ops.sendTest, ({ params, user, request }) =>
      sendTestEvent(deps.db, params.id, { actor: user, ip: request.ip }),
    );
    addOperation(app, ops.deliveries, ({ params, query }) => listDeliveries(deps.db, params.id, query.page));
    addOperation(app, ops.redeliver, ({ params, user, request }) =>
      redeliver(deps.db, params.id, params.deliveryId, { actor: user, ip: request.ip }),
    );
  };
}
