import type { FastifyPluginAsync } from 'fastify';
import { adminDashboardOperations as ops } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { addOperation } from '../../lib/operation-route';
import {
  getMonthlyTotals,
  getOverviewStats,
  listRecentCampaigns,
  listRecentDonations,
} from './admin-dashboard.service';

/** The administrator's overview (admin spec sections 2 and 7). */
export function adminDashboardRoutes(deps: { db: Db }): FastifyPluginAsync {
  return async (app) => {
    addOperation(app, ops.stats, () => getOverviewStats(deps.db));
    addOperation(app, ops.monthly, () => getMonthlyTotals(deps.db));
    addOperation(app, ops.recentCampaigns, () => listRecentCampaigns(deps.db));
    addOperation(app, ops.recentDonations, () => listRecentDonations(deps.db));
  };
}
