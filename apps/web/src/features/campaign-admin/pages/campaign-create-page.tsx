import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AdminPageHeader } from '../components/admin-page-header';
import { BackToCampaigns } from '../components/back-to-campaigns';
import { CampaignForm } from '../components/campaign-form';

/** /admin/campaigns/new (spec section 2). */
export function CampaignCreatePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Create Campaign`);
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <AdminPageHeader
        back={<BackToCampaigns />}
        title={t`Create Campaign`}
        description={t`New campaigns start as drafts; set the status to Active to publish one.`}
      />
      <CampaignForm />
    </div>
  );
}
