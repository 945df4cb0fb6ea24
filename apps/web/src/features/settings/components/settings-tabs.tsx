import type { AdminSettings } from '@causeway/contracts';
import { Building2, CreditCard, Mail } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { SettingsTab } from '../lib/use-save-settings-tab';
import { EmailTab, useEmailTab } from './email-tab';
import { OrganizationTab, useOrganizationTab } from './organization-tab';
import { PaymentTab, usePaymentTab } from './payment-tab';

const tabs: readonly SettingsTab[] = ['organization', 'email', 'payment'];
const parseTab = (value: string | null): SettingsTab =>
  tabs.includes(value as SettingsTab) ? (value as SettingsTab) : 'organization';

/**
 * Spec section 2: Organization, Email and Payment. The forms live here, not in the panels, so switching
 * tabs keeps unsaved edits; the open tab is in the address (?tab=email), so a reload stays on it.
 */
export function SettingsTabs({ settings }: { settings: AdminSettings }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseTab(searchParams.get('tab'));
  const organization = useOrganizationTab(settings);
  const email = useEmailTab(settings);
  const payment = usePaymentTab(settings);

  const setTab = (next: SettingsTab) =>
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === 'organization') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as SettingsTab)} className="grid-cols-1">
      <TabsList aria-label="Settings" className="sm:max-w-md">
        <TabsTrigger value="organization">
          <Building2 aria-hidden="true" className="max-sm:hidden" />
          Organization
        </TabsTrigger>
        <TabsTrigger value="email">
          <Mail aria-hidden="true" className="max-sm:hidden" />
          Email
        </TabsTrigger>
        <TabsTrigger value="payment">
          <CreditCard aria-hidden="true" className="max-sm:hidden" />
          Payment
        </TabsTrigger>
      </TabsList>
      <TabsContent value="organization">
        <OrganizationTab tab={organization} />
      </TabsContent>
      <TabsContent value="email">
        <EmailTab tab={email} />
      </TabsContent>
      <TabsContent value="payment">
        <PaymentTab tab={payment} settings={settings} />
      </TabsContent>
    </Tabs>
  );
}
