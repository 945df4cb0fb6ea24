import type { FastifyPluginAsync } from 'fastify';
import { supportMessageOperations as ops } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import type { FeatureContext } from '../index';
import {
  listAdminSupportMessages,
  listPublicSupportMessages,
  setSupportMessageHidden,
  type SupportMessageDeps,
} from './support-messages.service';

/**
 * Words of support (issue 24, item 2): the campaign page's public list, kept in the read cache like the other
 * public campaign reads (a payment that changes the totals and a hide or unhide both clear it), and the
 * administrators' moderation (the access guard refuses anyone else before a handler runs).
 */
export function supportMessageRoutes(c: FeatureContext): FastifyPluginAsync {
  const deps: SupportMessageDeps = { db: c.database.db, readCache: c.readCache };
  return async (app) => {
    addOperation(app, ops.list, ({ params, query }) => listPublicSupportMessages(deps.db, params.id, query.page), {
      readCache: deps.readCache,
    });
    addOperation(app, ops.adminList, ({ params, query }) => listAdminSupportMessages(deps.db, params.id, query.page));
    addOperation(app, ops.hide, ({ params, user, request }) =>
      setSupportMessageHidden(deps, user, params.donationId, true, request.ip),
    );
    addOperation(app, ops.unhide, ({ params, user, request }) =>
      setSupportMessageHidden(deps, user, params.donationId, false, request.ip),
    );
  };
}
