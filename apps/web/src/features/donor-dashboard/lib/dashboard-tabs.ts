export const dashboardTabs = ['donations', 'recurring', 'payment-methods'] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

/** The open tab lives in the URL (`?tab=recurring`) so a reload or a shared link shows the same tab. */
export function parseDashboardTab(value: string | null): DashboardTab {
  return (dashboardTabs as readonly string[]).includes(value ?? '') ? (value as DashboardTab) : 'donations';
}
