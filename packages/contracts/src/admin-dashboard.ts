import type { Endpoint } from './operation';

/** The administrator's overview (admin spec sections 2, 3 and 7): where its reads live (operation.ts). */
export const adminDashboardEndpoints = {
  stats: { method: 'GET', path: '/api/admin/dashboard/stats' },
  monthly: { method: 'GET', path: '/api/admin/dashboard/monthly' },
  recentCampaigns: { method: 'GET', path: '/api/admin/campaigns/recent' },
  recentDonations: { method: 'GET', path: '/api/admin/donations/recent' },
} as const satisfies Record<string, Endpoint>;
