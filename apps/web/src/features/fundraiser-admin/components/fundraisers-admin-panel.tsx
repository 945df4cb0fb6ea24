import { fundraiserMessages } from '@causeway/contracts';
import { Trans } from '@lingui/react/macro';
import { useContractLabels } from '@/lib/i18n';
import { AdminFundraisersList } from './admin-fundraisers-list';
import { FundraisingSettingsForm } from './fundraising-settings-form';

/**
 * The campaign editor's "Fundraisers" tab (issue 25): the peer-to-peer setting, and the pages supporters made for
 * the campaign with what an administrator can do about one (hide it, or remove it). `currency` is the campaign's.
 */
export function FundraisersAdminPanel({ campaignId, currency }: { campaignId: number; currency?: string }) {
  const m = useContractLabels(fundraiserMessages);
  return (
    <section aria-labelledby="fundraisers-admin-title" className="grid gap-6">
      <div className="grid gap-1">
        <h2 id="fundraisers-admin-title" className="text-lg font-semibold">
          {m.tabLabel}
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Let supporters raise money for this campaign with pages of their own, and look after the pages they make.
          </Trans>
        </p>
      </div>
      <FundraisingSettingsForm campaignId={campaignId} currency={currency} />
      <AdminFundraisersList campaignId={campaignId} />
    </section>
  );
}
