import type { FastifyPluginAsync } from 'fastify';
import { donationSourceOperations as ops } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import type { FeatureContext } from '../index';
import { getSourceReport } from './donation-sources.service';

/** "Gifts by source" (issue 24, item 6): the overview's and a campaign's; the role is checked by each operation. */
export function donationSourceRoutes(c: FeatureContext): FastifyPluginAsync {
  const db = c.database.db;
  return async (app) => {
    addOperation(app, ops.overview, ({ query }) => getSourceReport(db, query, { now: c.now() }));
    addOperation(app, ops.campaign, ({ params, query }) =>
      getSourceReport(db, query, { campaignId: params.id, now: c.now() }),
    );
  };
}
