import { fundraiserMessages as m, fundraiserPath, parseId } from '@causeway/contracts';
import { Megaphone } from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { useCampaign } from '@/features/campaigns';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { useCreateFundraiser } from '../api/fundraiser-mutations';
import { FundraiserForm } from '../components/fundraiser-form';
import { FundraiserFormGuard } from '../components/fundraiser-form-guard';
import { FundraiserFormLayout } from '../components/fundraiser-form-layout';
import { newFundraiserValues } from '../lib/fundraiser-form';

/** `/campaigns/:id/fundraise` (issue 25, signed in): a supporter makes their own page for the campaign. */
export function CreateFundraiserPage() {
  const id = parseId(useParams().id);
  const campaign = useCampaign(id);
  const navigate = useNavigate();
  const create = useCreateFundraiser(id ?? 0);
  const data = campaign.data;
  useDocumentTitle(data ? `Fundraise for ${data.title}` : 'Fundraise for this campaign');
  const defaults = useMemo(() => (data ? newFundraiserValues(data) : null), [data]);

  const missing = id === null || (isApiError(campaign.error) && [400, 404].includes(campaign.error.status));
  const failure =
    id === null || campaign.isError
      ? {
          title: missing ? 'Campaign not found' : 'Could not load the campaign',
          description: missing
            ? "The campaign you're looking for doesn't exist or has been removed."
            : 'Please check your connection and try again.',
          onRetry: missing ? undefined : () => void campaign.refetch(),
        }
      : null;

  return (
    <FundraiserFormGuard
      failure={failure}
      value={data && defaults ? { data, defaults } : null}
      refusal={({ data }) => {
        const refusal = !data.fundraising.enabled ? m.notEnabled : !data.acceptingDonations ? m.campaignClosed : null;
        return refusal
          ? {
              heading: `Fundraise for ${data.title}`,
              icon: Megaphone,
              title: 'Fundraising is not open here',
              description: refusal,
              link: { to: `/campaigns/${data.id}`, label: `Back to ${data.title}` },
            }
          : null;
      }}
    >
      {({ data, defaults }) => {
        const back = { to: `/campaigns/${data.id}`, label: 'Back to Campaign' };
        return (
          <FundraiserFormLayout
            back={back}
            title={`Fundraise for ${data.title}`}
            description="Make a page of your own: tell your story, set a goal, and share it. Every gift through it counts for the campaign."
            guide={data.fundraising.guide}
          >
            <FundraiserForm
              campaignId={data.id}
              currency={data.currency}
              defaultValues={defaults}
              save={create}
              submitLabel="Create my page"
              busyLabel="Creating your page..."
              failedTitle="Could not create your page"
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
