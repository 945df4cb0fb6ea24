/** Everything the overview caches sits under 'admin-dashboard', so a change in the admin area can refresh it all. */
export const adminDashboardKeys = {
  all: ['admin-dashboard'] as const,
  stats: () => ['admin-dashboard', 'stats'] as const,
  monthly: () => ['admin-dashboard', 'monthly'] as const,
  recentCampaigns: () => ['admin-dashboard', 'recent-campaigns'] as const,
  recentDonations: () => ['admin-dashboard', 'recent-donations'] as const,
};
