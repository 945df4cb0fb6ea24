import { CreditCard, ReceiptText, Repeat } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { parseDashboardTab, type DashboardTab } from '../lib/dashboard-tabs';
import { DonationHistory } from './donation-history/donation-history';
import { PaymentMethodsTab } from './payment-methods/payment-methods-tab';
import { RecurringTab } from './recurring/recurring-tab';

// A phone has room for the three names only: each tab as wide as its name, icons from the small breakpoint up,
// and on the narrowest screens a name may take two lines rather than push the page sideways.
const triggerClassName =
  'max-sm:h-auto max-sm:min-h-9 max-sm:flex-auto max-sm:whitespace-normal max-sm:px-1.5 max-sm:py-1.5 max-sm:text-[13px] max-sm:leading-tight max-sm:[&_svg]:hidden';

/**
 * Spec section 2: My Donations, Recurring and Payment Methods. An administrator's Overview tab comes with the
 * admin area's own issue; until then everyone sees these three.
 */
export function DashboardTabs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseDashboardTab(searchParams.get('tab'));

  const setTab = (next: DashboardTab) => {
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === 'donations') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as DashboardTab)} className="grid-cols-1">
      <TabsList aria-label="Your giving">
        <TabsTrigger value="donations" className={triggerClassName}>
          <ReceiptText aria-hidden="true" />
          My Donations
        </TabsTrigger>
        <TabsTrigger value="recurring" className={triggerClassName}>
          <Repeat aria-hidden="true" />
          Recurring
        </TabsTrigger>
        <TabsTrigger value="payment-methods" className={triggerClassName}>
          <CreditCard aria-hidden="true" />
          Payment Methods
        </TabsTrigger>
      </TabsList>
      <TabsContent value="donations">
        <DonationHistory />
      </TabsContent>
      <TabsContent value="recurring">
        <RecurringTab />
      </TabsContent>
      <TabsContent value="payment-methods">
        <PaymentMethodsTab />
      </TabsContent>
    </Tabs>
  );
}
