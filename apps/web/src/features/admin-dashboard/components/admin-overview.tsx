import { GiftsBySourcePanel } from '@/features/donation-sources';
import { MonthlyChart } from './monthly-chart';
import { QuickActions } from './quick-actions';
import { RecentCampaigns } from './recent-campaigns';
import { RecentDonations } from './recent-donations';
import { StatCards } from './stat-cards';

/**
 * The administrator's overview (admin spec section 2): the four figures, money raised per month, quick actions
 * and the newest campaigns and donations. Shown at /admin and in the Overview tab of /dashboard.
 */
export function AdminOverview() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <StatCards />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <MonthlyChart />
        <QuickActions />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <RecentCampaigns />
        <RecentDonations />
      </div>
      <GiftsBySourcePanel scope="site" />
    </div>
  );
}
