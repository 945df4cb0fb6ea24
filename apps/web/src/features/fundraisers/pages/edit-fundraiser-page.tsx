import { fundraiserMessages as m, fundraiserPath, parseId } from '@causeway/contracts';
import { Lock } from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { useCampaign } from '@/features/campaigns';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useEditFundraiser, useOwnFundraiser } from '../api/fundraiser-mutations';
import { FundraiserForm } from '../components/fundraiser-form';
import { FundraiserFormGuard } from '../components/fundraiser-form-guard';
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

  const failure =
    fundraiserId === null || page === null || own.isError
      ? {
          title: own.isError ? 'Could not load your page' : m.notFound,
          description: own.isError
            ? 'Please check your connection and try again.'
            : "The page you're looking for doesn't exist, or it is not yours to edit.",
          onRetry: own.isError ? () => void own.refetch() : undefined,
        }
      : null;

  return (
    <FundraiserFormGuard
      failure={failure}
      value={page && defaults ? { page, defaults } : null}
      refusal={({ page }) =>
        page.status === 'closed'
          ? {
              heading: `Edit ${page.title}`,
              icon: Lock,
              title: 'This page is closed',
              description: m.closedIsFinal,
              link: { to: fundraiserPath(page.campaignId, page.slug), label: 'View your page' },
            }
          : null
      }
    >
      {({ page, defaults }) => {
        const publicPath = fundraiserPath(page.campaignId, page.slug);
        return (
          <FundraiserFormLayout
            back={{ to: publicPath, label: 'Back to your page' }}
            title="Edit your fundraising page"
            description={
              <>
                For <span className="font-medium text-foreground">{page.campaign.title}</span>. Changes show on your
                page as soon as you save.
              </>
            }
            guide={campaign.data?.fundraising.guide ?? ''}
          >
            <FundraiserForm
              campaignId={page.campaignId}
              currency={page.currency}
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
      }}
    </FundraiserFormGuard>
  );
}
