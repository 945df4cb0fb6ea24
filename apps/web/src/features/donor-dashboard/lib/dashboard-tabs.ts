export const dashboardTabs = ['overview', 'donations', 'recurring', 'payment-methods', 'fundraisers'] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

/**
 * Admin spec section 2: an administrator also has Overview and opens on it; a donor has the others. 'My fundraisers'
 * (issue 25) is everyone's: any signed-in supporter may make a fundraising page.
 */
export function tabsFor(isAdmin: boolean): readonly DashboardTab[] {
  return isAdmin ? dashboardTabs : dashboardTabs.filter((tab) => tab !== 'overview');
}

export function defaultDashboardTab(isAdmin: boolean): DashboardTab {
  return isAdmin ? 'overview' : 'donations';
}

/**
 * The open tab lives in the URL (`?tab=recurring`) so a reload or a shared link shows the same tab. A tab the
 * user does not have (a donor's `?tab=overview`) or an unknown one opens their default tab.
 */
export function parseDashboardTab(value: string | null, isAdmin = false): DashboardTab {
  const tabs: readonly string[] = tabsFor(isAdmin);
  return tabs.includes(value ?? '') ? (value as DashboardTab) : defaultDashboardTab(isAdmin);
}
