import { fundraiserMessages as m, fundraiserPath, parseId } from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { Megaphone } from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { useCampaign } from '@/features/campaigns';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n';
import { useCreateFundraiser } from '../api/fundraiser-mutations';
import { FundraiserForm } from '../components/fundraiser-form';
import { FundraiserFormGuard } from '../components/fundraiser-form-guard';
import { FundraiserFormLayout } from '../components/fundraiser-form-layout';
import { newFundraiserValues } from '../lib/fundraiser-form';

/** `/campaigns/:id/fundraise` (issue 25, signed in): a supporter makes their own page for the campaign. */
export function CreateFundraiserPage() {
  const { t } = useLingui();
  const contractText = useContractText();
  const id = parseId(useParams().id);
  const campaign = useCampaign(id);
  const navigate = useNavigate();
  const create = useCreateFundraiser(id ?? 0);
  const data = campaign.data;
  const campaignTitle = data?.title;
  useDocumentTitle(data ? t`Fundraise for ${campaignTitle}` : t`Fundraise for this campaign`);
  const defaults = useMemo(() => (data ? newFundraiserValues(data) : null), [data]);

  const missing = id === null || (isApiError(campaign.error) && [400, 404].includes(campaign.error.status));
  const failure =
    id === null || campaign.isError
      ? {
          title: missing ? t`Campaign not found` : t`Could not load the campaign`,
          description: missing
            ? t`The campaign you're looking for doesn't exist or has been removed.`
            : t`Please check your connection and try again.`,
          onRetry: missing ? undefined : () => void campaign.refetch(),
        }
      : null;

  return (
    <FundraiserFormGuard
      failure={failure}
      value={data && defaults ? { data, defaults } : null}
      refusal={({ data }) => {
        const refusal = !data.fundraising.enabled ? m.notEnabled : !data.acceptingDonations ? m.campaignClosed : null;
        const campaignTitle = data.title;
        return refusal
          ? {
              heading: t`Fundraise for ${campaignTitle}`,
              icon: Megaphone,
              title: t`Fundraising is not open here`,
              description: contractText(refusal),
              link: { to: `/campaigns/${data.id}`, label: t`Back to ${campaignTitle}` },
            }
          : null;
      }}
    >
      {({ data, defaults }) => {
        const back = { to: `/campaigns/${data.id}`, label: t`Back to Campaign` };
        const campaignTitle = data.title;
        return (
          <FundraiserFormLayout
            back={back}
            title={t`Fundraise for ${campaignTitle}`}
            description={t`Make a page of your own: tell your story, set a goal, and share it. Every gift through it counts for the campaign.`}
            guide={data.fundraising.guide}
          >
            <FundraiserForm
              campaignId={data.id}
              currency={data.currency}
              defaultValues={defaults}
              save={create}
              submitLabel={t`Create my page`}
              busyLabel={t`Creating your page...`}
              failedTitle={t`Could not create your page`}
              onSaved={(page) => {
                toast({ title: m.created });
                void navigate(fundraiserPath(page.campaignId, page.slug));
              }}
              onCancel={() => void navigate(back.to)}
            />
          </FundraiserFormLayout>
        );
      }}
    </FundraiserFormGuard>
  );
}
