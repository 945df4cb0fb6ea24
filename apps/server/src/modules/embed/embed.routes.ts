import type { FastifyPluginAsync } from 'fastify';
import { embedOperations as ops } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import { generateEmbedCode, getEmbedCode, getWidgetData, type EmbedDeps } from './embed.service';

/** Embed codes (admin spec section 7) and the widget's data for clients that did not get it inlined. */
export function embedRoutes(deps: EmbedDeps): FastifyPluginAsync {
  return async (app) => {
    addOperation(app, ops.code, ({ params }) => getEmbedCode(deps, params.id));
    addOperation(app, ops.generate, ({ params, body }) => generateEmbedCode(deps, params.id, body));
    addOperation(app, ops.widget, ({ params, query }) => getWidgetData(deps.db, params.id, query.fundraiser), {
      readCache: deps.readCache,
    });
  };
}
