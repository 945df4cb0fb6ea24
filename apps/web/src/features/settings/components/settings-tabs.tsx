import type { AdminSettings } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Building2, CreditCard, Mail, ShieldCheck, Webhook } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { WebhooksTab } from '@/features/webhooks';
import type { SettingsTab } from '../lib/use-save-settings-tab';
import { EmailTab, useEmailTab } from './email-tab';
import { OrganizationTab, useOrganizationTab } from './organization-tab';
import { PaymentTab, usePaymentTab } from './payment-tab';
import { SecurityTab, useSecurityTab } from './security-tab';

// Webhooks is not a part of the settings body: its tab saves each endpoint through its own API.
type Tab = SettingsTab | 'webhooks';
const tabs: readonly Tab[] = ['organization', 'email', 'payment', 'security', 'webhooks'];
const parseTab = (value: string | null): Tab => (tabs.includes(value as Tab) ? (value as Tab) : 'organization');

/**
 * Spec section 2: Organization, Email and Payment; Security (issue 27). The forms live here, not in the panels, so switching
 * tabs keeps unsaved edits; the open tab is in the address (?tab=email), so a reload stays on it.
 */
export function SettingsTabs({ settings }: { settings: AdminSettings }) {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseTab(searchParams.get('tab'));
  const organization = useOrganizationTab(settings);
  const email = useEmailTab(settings);
  const payment = usePaymentTab(settings);
  const security = useSecurityTab(settings);

  const setTab = (next: Tab) =>
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
    <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="grid-cols-1">
      <TabsList aria-label={t`Settings`} className="sm:max-w-2xl max-sm:flex-wrap max-sm:[&>*]:px-1.5">
        <TabsTrigger value="organization">
          <Building2 aria-hidden="true" className="max-sm:hidden" />
          <Trans>Organization</Trans>
        </TabsTrigger>
        <TabsTrigger value="email">
          <Mail aria-hidden="true" className="max-sm:hidden" />
          <Trans>Email</Trans>
        </TabsTrigger>
        <TabsTrigger value="payment">
          <CreditCard aria-hidden="true" className="max-sm:hidden" />
          <Trans>Payment</Trans>
        </TabsTrigger>
        <TabsTrigger value="security">
          <ShieldCheck aria-hidden="true" className="max-sm:hidden" />
          <Trans>Security</Trans>
        </TabsTrigger>
        <TabsTrigger value="webhooks">
          <Webhook aria-hidden="true" className="max-sm:hidden" />
          <Trans>Webhooks</Trans>
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
      <TabsContent value="security">
        <SecurityTab tab={security} />
      </TabsContent>
      <TabsContent value="webhooks">
        <WebhooksTab />
      </TabsContent>
    </Tabs>
  );
}
