import { fundraiserMessages, fundraiserPath, parseId } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { useCampaign } from '@/features/campaigns';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useContractLabels } from '@/lib/i18n';
import { useEditFundraiser, useOwnFundraiser } from '../api/fundraiser-mutations';
import { FundraiserForm } from '../components/fundraiser-form';
import { FundraiserFormGuard } from '../components/fundraiser-form-guard';
import { FundraiserFormLayout } from '../components/fundraiser-form-layout';
import { ownFundraiserValues } from '../lib/fundraiser-form';

/** `/fundraisers/:fundraiserId/edit` (issue 25, signed in): the owner edits their page; anyone else's is not found. */
export function EditFundraiserPage() {
  const { t } = useLingui();
  const m = useContractLabels(fundraiserMessages);
  const fundraiserId = parseId(useParams().fundraiserId);
  const own = useOwnFundraiser(fundraiserId);
  const page = own.data;
  // The campaign's guide, beside the form as when the page was made.
  const campaign = useCampaign(page?.campaignId ?? null);
  const edit = useEditFundraiser(fundraiserId ?? 0);
  const navigate = useNavigate();
  const pageTitle = page?.title;
  useDocumentTitle(
    page ? t`Edit ${pageTitle}` : page === null || fundraiserId === null ? m.notFound : t`Edit your page`,
  );
  // Keyed by the page's id, not its answer: a refetch while editing does not wipe what was typed.
  const defaults = useMemo(() => (page ? ownFundraiserValues(page) : null), [page?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const failure =
    fundraiserId === null || page === null || own.isError
      ? {
          title: own.isError ? t`Could not load your page` : m.notFound,
          description: own.isError
            ? t`Please check your connection and try again.`
            : t`The page you're looking for doesn't exist, or it is not yours to edit.`,
          onRetry: own.isError ? () => void own.refetch() : undefined,
        }
      : null;

  return (
    <FundraiserFormGuard
      failure={failure}
      value={page && defaults ? { page, defaults } : null}
      refusal={({ page }) => {
        const pageTitle = page.title;
        return page.status === 'closed'
          ? {
              heading: t`Edit ${pageTitle}`,
              icon: Lock,
              title: t`This page is closed`,
              description: m.closedIsFinal,
              link: { to: fundraiserPath(page.campaignId, page.slug), label: t`View your page` },
            }
          : null;
      }}
    >
      {({ page, defaults }) => {
        const publicPath = fundraiserPath(page.campaignId, page.slug);
        // A node, not a string: <Trans> would read tags typed in the title as its own elements.
        const campaignTitle = <>{page.campaign.title}</>;
        return (
          <FundraiserFormLayout
            back={{ to: publicPath, label: t`Back to your page` }}
            title={t`Edit your fundraising page`}
            description={
              <Trans>
                For <span className="font-medium text-foreground">{campaignTitle}</span>. Changes show on your page as
                soon as you save.
              </Trans>
            }
            guide={campaign.data?.fundraising.guide ?? ''}
          >
            <FundraiserForm
              campaignId={page.campaignId}
              currency={page.currency}
              defaultValues={defaults}
              save={edit}
              submitLabel={t`Save changes`}
              busyLabel={t`Saving...`}
              failedTitle={t`Could not save your page`}
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
