import type { FastifyPluginAsync } from 'fastify';
import { fundraiserOperations as ops } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import type { FeatureContext } from '../index';
import {
  listOwnSupporters,
  ownSupportersCsv,
  thankSupporter,
  type FundraiserGiftDeps,
} from './fundraiser-gifts.service';

/**
 * Gifts through fundraising pages (issue 25): the owner's supporters, their CSV, and thank-yous. Each is the
 * signed-in owner's alone: another's page answers 404 (the service's ownPage).
 */
export function fundraiserGiftRoutes(c: FeatureContext): FastifyPluginAsync {
  const deps: FundraiserGiftDeps = { db: c.database.db, publicUrl: c.config.publicUrl };
  return async (app) => {
    addOperation(app, ops.mySupporters, ({ params, query, user }) =>
      listOwnSupporters(deps.db, user.id, params.fundraiserId, query.page),
    );
    addOperation(app, ops.mySupportersCsv, async ({ params, user, reply }) => {
      const { csv, fileName } = await ownSupportersCsv(deps.db, user.id, params.fundraiserId);
      reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store');
      return csv;
    });
    addOperation(app, ops.thank, ({ params, body, user }) =>
      thankSupporter(deps, user.id, params.fundraiserId, params.donationId, body.message),
    );
  };
}
