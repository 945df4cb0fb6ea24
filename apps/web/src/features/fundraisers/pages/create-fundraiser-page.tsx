import { fundraiserMessages as m, fundraiserPath, parseId } from '@causeway/contracts';
import { Megaphone } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { NotFoundCard } from '@/components/ui/not-found-card';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { StateMessage } from '@/components/ui/state-message';
import { toast } from '@/components/ui/use-toast';
import { useCampaign } from '@/features/campaigns';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { useCreateFundraiser } from '../api/fundraiser-mutations';
import { FundraiserForm } from '../components/fundraiser-form';
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

  if (id === null || campaign.isError) {
    const missing = id === null || (isApiError(campaign.error) && [400, 404].includes(campaign.error.status));
    return (
      <div className="mx-auto flex w-full max-w-5xl flex-1 items-center px-4 py-16">
        <NotFoundCard
          title={missing ? 'Campaign not found' : 'Could not load the campaign'}
          description={
            missing
              ? "The campaign you're looking for doesn't exist or has been removed."
              : 'Please check your connection and try again.'
          }
          homeLabel="Go to Home"
          onRetry={missing ? undefined : () => void campaign.refetch()}
        />
      </div>
    );
  }
  if (!data || !defaults) return <PageSkeleton />;

  const back = { to: `/campaigns/${data.id}`, label: 'Back to Campaign' };
  const refusal = !data.fundraising.enabled ? m.notEnabled : !data.acceptingDonations ? m.campaignClosed : null;
  if (refusal) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="sr-only">Fundraise for {data.title}</h1>
        <StateMessage
          icon={Megaphone}
          title="Fundraising is not open here"
          description={refusal}
          action={
            <Link to={back.to} className={buttonClassName('outline')}>
              Back to {data.title}
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <FundraiserFormLayout
      back={back}
      title={`Fundraise for ${data.title}`}
      description="Make a page of your own: tell your story, set a goal, and share it. Every gift through it counts for the campaign."
      guide={data.fundraising.guide}
    >
      <FundraiserForm
        campaignId={data.id}
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
}
