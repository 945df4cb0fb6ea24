import { fundraiserMessages } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { CreditCard, LayoutDashboard, Megaphone, ReceiptText, Repeat } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUser } from '@/features/auth';
import { useContractText } from '@/lib/i18n';
import { defaultDashboardTab, parseDashboardTab, type DashboardTab } from '../lib/dashboard-tabs';
import { DonationHistory } from './donation-history/donation-history';
import { FundraisersTab } from './fundraisers/fundraisers-tab';
import { PaymentMethodsTab } from './payment-methods/payment-methods-tab';
import { RecurringTab } from './recurring/recurring-tab';

// The administrator's overview is admin code: loaded only when an administrator opens the tab, never by donors.
const AdminOverview = lazy(() => import('@/features/admin-dashboard').then((m) => ({ default: m.AdminOverview })));

// A phone has room for the names only: each tab as wide as its name, icons from the small breakpoint up,
// and on the narrowest screens a name may take two lines rather than push the page sideways.
const triggerClassName =
  'max-sm:h-auto max-sm:min-h-9 max-sm:flex-auto max-sm:whitespace-normal max-sm:px-1.5 max-sm:py-1.5 max-sm:text-[13px] max-sm:leading-tight max-sm:[&_svg]:hidden';

/**
 * Spec section 2: My Donations, Recurring and Payment Methods, and My fundraisers (issue 25); an administrator also
 * has Overview (admin spec section 2), which is the tab they open on.
 */
export function DashboardTabs() {
  const { t } = useLingui();
  const text = useContractText();
  const { isAdmin } = useUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseDashboardTab(searchParams.get('tab'), isAdmin);

  const setTab = (next: DashboardTab) => {
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === defaultDashboardTab(isAdmin)) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as DashboardTab)} className="grid-cols-1">
      {/* Five tabs for an administrator: on a phone they wrap to a second row rather than push the page sideways. */}
      <TabsList aria-label={t`Your giving`} className="max-sm:h-auto max-sm:flex-wrap">
        {isAdmin ? (
          <TabsTrigger value="overview" className={triggerClassName}>
            <LayoutDashboard aria-hidden="true" />
            <Trans>Overview</Trans>
          </TabsTrigger>
        ) : null}
        <TabsTrigger value="donations" className={triggerClassName}>
          <ReceiptText aria-hidden="true" />
          <Trans>My Donations</Trans>
        </TabsTrigger>
        <TabsTrigger value="recurring" className={triggerClassName}>
          <Repeat aria-hidden="true" />
          <Trans>Recurring</Trans>
        </TabsTrigger>
        <TabsTrigger value="payment-methods" className={triggerClassName}>
          <CreditCard aria-hidden="true" />
          <Trans>Payment Methods</Trans>
        </TabsTrigger>
        <TabsTrigger value="fundraisers" className={triggerClassName}>
          <Megaphone aria-hidden="true" />
          {text(fundraiserMessages.myFundraisersLabel)}
        </TabsTrigger>
      </TabsList>
      {isAdmin ? (
        <TabsContent value="overview">
          <Suspense
            fallback={
              <div role="status" aria-label={t`Loading overview`}>
                <Skeleton className="h-96 w-full" />
              </div>
            }
          >
            <AdminOverview />
          </Suspense>
        </TabsContent>
      ) : null}
      <TabsContent value="donations">
        <DonationHistory />
      </TabsContent>
      <TabsContent value="recurring">
        <RecurringTab />
      </TabsContent>
      <TabsContent value="payment-methods">
        <PaymentMethodsTab />
      </TabsContent>
      <TabsContent value="fundraisers">
        <FundraisersTab />
      </TabsContent>
    </Tabs>
  );
}
