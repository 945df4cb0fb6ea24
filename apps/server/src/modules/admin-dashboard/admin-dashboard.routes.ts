import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requireAdmin } from '../../plugins/auth-guards';
import {
  getDashboardStats,
  getMonthlyTotals,
  listRecentCampaigns,
  listRecentDonations,
} from './admin-dashboard.service';

/** The administrator's overview (admin spec sections 2 and 7). */
export function adminDashboardRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/admin/dashboard/stats', async (request) => {
      await requireAdmin(request);
      return getDashboardStats(deps.db);
    });
    app.get('/api/admin/dashboard/monthly', async (request) => {
      await requireAdmin(request);
      return getMonthlyTotals(deps.db);
    });
    app.get('/api/admin/campaigns/recent', async (request) => {
      await requireAdmin(request);
      return listRecentCampaigns(deps.db);
    });
    app.get('/api/admin/donations/recent', async (request) => {
      await requireAdmin(request);
      return listRecentDonations(deps.db);
    });
  };
}
