import { useLingui } from '@lingui/react/macro';
import { EmailVerificationNotice } from '@/features/account';
import { useUser } from '@/features/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { DashboardHeader } from '../components/dashboard-header';
import { DashboardTabs } from '../components/dashboard-tabs';
import { DonorStats } from '../components/donor-stats';
import { RecentActivity } from '../components/recent-activity';
import { greetingName } from '../lib/donation-display';

/** `/dashboard` (spec section 2, Donor dashboard). Rendered inside <RequireAuth>, so the user is known. */
export function DashboardPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Dashboard`);
  const { user } = useUser();
  if (!user) return null;

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <DashboardHeader name={greetingName(user)} />
      <EmailVerificationNotice />
      <DonorStats />
      <RecentActivity />
      <DashboardTabs />
    </div>
  );
}
