import type { FastifyPluginAsync } from 'fastify';
import { offlineGiftOperations as ops } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import { recordOfflineGift, type OfflineGiftDeps } from './offline-gifts.service';

export function offlineGiftRoutes(deps: OfflineGiftDeps): FastifyPluginAsync {
  return async (app) => {
    addOperation(app, ops.record, ({ body, user, request }) => recordOfflineGift(deps, body, user, request.ip));
  };
}
