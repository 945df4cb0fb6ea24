import type { FastifyPluginAsync } from 'fastify';
import { campaignUpdateOperations as ops, updateEmailOperations as emailOps } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import {
  editUpdate,
  getSubscription,
  postUpdate,
  removeUpdate,
  unsubscribe,
  type UpdatesDeps,
} from './updates.service';

/**
 * Writes to campaign updates, and the unsubscribe links of their e-mails; the list itself is
 * GET /api/campaigns/{id}/updates (campaigns.routes).
 */
export function updateRoutes(deps: UpdatesDeps): FastifyPluginAsync {
  return async (app) => {
    addOperation(app, ops.create, ({ params, body, user }) => postUpdate(deps, user.id, params.id, body));
    addOperation(app, ops.edit, ({ params, body }) => editUpdate(deps, params.id, params.updateId, body));
    addOperation(app, ops.remove, ({ params }) => removeUpdate(deps, params.id, params.updateId));

    // RFC 8058: a mail provider's one-click POST is form-encoded (List-Unsubscribe=One-Click). Parsed in this
    // plugin only; the fields are checked by the operation's schema like any body.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    addOperation(app, emailOps.subscription, ({ query }) => getSubscription(deps, query.token));
    addOperation(app, emailOps.unsubscribe, ({ query }) => unsubscribe(deps, query.token));
  };
}
