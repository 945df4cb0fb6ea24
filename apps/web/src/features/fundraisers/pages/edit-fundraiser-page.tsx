import { fundraiserMessages as m, fundraiserPath, parseId } from '@causeway/contracts';
import { Lock } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { NotFoundCard } from '@/components/ui/not-found-card';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { StateMessage } from '@/components/ui/state-message';
import { toast } from '@/components/ui/use-toast';
import { useCampaign } from '@/features/campaigns';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useEditFundraiser, useOwnFundraiser } from '../api/fundraiser-mutations';
import { FundraiserForm } from '../components/fundraiser-form';
import { FundraiserFormLayout } from '../components/fundraiser-form-layout';
import { ownFundraiserValues } from '../lib/fundraiser-form';

/** `/fundraisers/:fundraiserId/edit` (issue 25, signed in): the owner edits their page; anyone else's is not found. */
export function EditFundraiserPage() {
  const fundraiserId = parseId(useParams().fundraiserId);
  const own = useOwnFundraiser(fundraiserId);
  const page = own.data;
  // The campaign's guide, beside the form as when the page was made.
  const campaign = useCampaign(page?.campaignId ?? null);
  const edit = useEditFundraiser(fundraiserId ?? 0);
  const navigate = useNavigate();
  useDocumentTitle(
    page ? `Edit ${page.title}` : page === null || fundraiserId === null ? m.notFound : 'Edit your page',
  );
  // Keyed by the page's id, not its answer: a refetch while editing does not wipe what was typed.
  const defaults = useMemo(() => (page ? ownFundraiserValues(page) : null), [page?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  if (fundraiserId === null || page === null || own.isError) {
    return (
      <div className="mx-auto flex w-full max-w-5xl flex-1 items-center px-4 py-16">
        <NotFoundCard
          title={own.isError ? 'Could not load your page' : m.notFound}
          description={
            own.isError
              ? 'Please check your connection and try again.'
              : "The page you're looking for doesn't exist, or it is not yours to edit."
          }
          homeLabel="Go to Home"
          onRetry={own.isError ? () => void own.refetch() : undefined}
        />
      </div>
    );
  }
  if (!page || !defaults) return <PageSkeleton />;

  const publicPath = fundraiserPath(page.campaignId, page.slug);
  if (page.status === 'closed') {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="sr-only">Edit {page.title}</h1>
        <StateMessage
          icon={Lock}
          title="This page is closed"
          description={m.closedIsFinal}
          action={
            <Link to={publicPath} className={buttonClassName('outline')}>
              View your page
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <FundraiserFormLayout
      back={{ to: publicPath, label: 'Back to your page' }}
      title="Edit your fundraising page"
      description={
        <>
          For <span className="font-medium text-foreground">{page.campaign.title}</span>. Changes show on your page as
          soon as you save.
        </>
      }
      guide={campaign.data?.fundraising.guide ?? ''}
    >
      <FundraiserForm
        campaignId={page.campaignId}
        defaultValues={defaults}
        save={edit}
        submitLabel="Save changes"
        busyLabel="Saving..."
        failedTitle="Could not save your page"
        onSaved={(saved) => {
          toast({ title: m.saved });
          void navigate(fundraiserPath(saved.campaignId, saved.slug));
        }}
        onCancel={() => void navigate(publicPath)}
      />
    </FundraiserFormLayout>
  );
}
