import { endpoint } from './operation';

/** The administrator's overview (admin spec sections 2, 3 and 7): where its reads live (operation.ts). */
export const adminDashboardEndpoints = {
  stats: endpoint({
    method: 'GET',
    path: '/api/admin/dashboard/stats',
    access: 'admin',
    summary: 'Totals for the overview cards: money raised, campaigns, donors, average gift, and 30-day growth',
    tags: ['admin/dashboard'],
  }),
  monthly: endpoint({
    method: 'GET',
    path: '/api/admin/dashboard/monthly',
    access: 'admin',
    summary: 'Money raised per month over the last twelve months',
    tags: ['admin/dashboard'],
  }),
  recentCampaigns: endpoint({
    method: 'GET',
    path: '/api/admin/campaigns/recent',
    access: 'admin',
    summary: 'The campaigns created most recently, with their figures',
    tags: ['admin/dashboard'],
  }),
  recentDonations: endpoint({
    method: 'GET',
    path: '/api/admin/donations/recent',
    access: 'admin',
    summary: 'The latest succeeded gifts, with donor (or Anonymous) and campaign',
    tags: ['admin/dashboard'],
  }),
} as const;
