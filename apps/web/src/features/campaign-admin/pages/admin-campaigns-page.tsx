import type { AdminCampaign } from '@causeway/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FilterX, Megaphone, Plus, RotateCw, TriangleAlert } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { StateMessage } from '@/components/ui/state-message';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useDuplicateCampaign } from '../api/campaign-mutations';
import { useAdminCampaigns } from '../api/get-admin-campaigns';
import type { AdminCampaignListParams } from '../api/query-keys';
import { AdminPageHeader } from '../components/admin-page-header';
import { CampaignListToolbar } from '../components/campaign-list-toolbar';
import { CampaignTable } from '../components/campaign-table';
import { DeleteCampaignDialog } from '../components/delete-campaign-dialog';
import { listSearch, pageCount, parseListParams, withListChange } from '../lib/list-params';

/** /admin/campaigns (spec section 2): every campaign, searched and filtered on the server, state in the URL. */
export function AdminCampaignsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Campaigns`);
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseListParams(searchParams);
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useAdminCampaigns(params);
  const duplicate = useDuplicateCampaign();
  const [deleting, setDeleting] = useState<AdminCampaign | null>(null);

  const update = (change: Partial<AdminCampaignListParams>, replace = false) =>
    setSearchParams((current) => listSearch(withListChange(parseListParams(current), change)), {
      replace,
      preventScrollReset: true,
    });
  const filtered = params.q !== '' || params.status !== null;
  const clearFilters = () => setSearchParams({}, { preventScrollReset: true });

  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  // A page emptied by deletions (here or elsewhere) moves back to the last page that exists.
  const emptied = Boolean(data && !isPlaceholderData && data.items.length === 0 && params.page > pages);
  const backToLastPage = useEffectEvent(() => update({ page: pages }, true));
  useEffect(() => {
    if (emptied) backToLastPage();
  }, [emptied]);

  let content;
  if (isError) {
    content = (
      <StateMessage
        tone="error"
        icon={TriangleAlert}
        title={t`Could not load campaigns`}
        description={t`Something went wrong while loading the campaigns. Please check your connection and try again.`}
        action={
          <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
            <RotateCw className={isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  } else {
    const total = data?.total ?? 0;
    content = (
      <div className="grid grid-cols-1 gap-4">
        {total > 0 ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t`${plural(total, { one: '# campaign', other: '# campaigns' })}`}
          </p>
        ) : null}
        <CampaignTable
          campaigns={data?.items ?? []}
          onDuplicate={(campaign) => duplicate.mutate(campaign)}
          onDelete={setDeleting}
          loading={isPending}
          busy={isPlaceholderData}
          // Nothing while a page emptied by deletions moves back to the last page that exists.
          empty={total > 0 ? null : filtered ? <NoMatches onClear={clearFilters} /> : <NoCampaigns />}
        />
        <Pagination
          label={t`Campaign list pages`}
          page={params.page}
          pageCount={pages}
          busy={isPlaceholderData}
          onPageChange={(page) => update({ page })}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <AdminPageHeader
        title={t`Campaigns`}
        description={t`Create, edit and manage your fundraising campaigns.`}
        actions={<CreateCampaignButton />}
      />
      <CampaignListToolbar
        q={params.q}
        status={params.status}
        onSearch={(q, replace) => update({ q }, replace)}
        onStatus={(status) => update({ status })}
      />
      {content}
      <DeleteCampaignDialog campaign={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function NoMatches({ onClear }: { onClear: () => void }) {
  const { t } = useLingui();
  return (
    <StateMessage
      icon={FilterX}
      title={t`No campaigns found`}
      description={t`No campaign matches this search and status.`}
      action={
        <Button variant="outline" onClick={onClear}>
          <Trans>Clear filters</Trans>
        </Button>
      }
    />
  );
}

function NoCampaigns() {
  const { t } = useLingui();
  return (
    <StateMessage
      icon={Megaphone}
      title={t`No campaigns yet`}
      description={t`Create your first campaign to start raising money for your cause.`}
      action={<CreateCampaignButton />}
    />
  );
}

function CreateCampaignButton() {
  return (
    <Button asChild>
      <Link to="/admin/campaigns/new">
        <Plus aria-hidden="true" />
        <Trans>Create Campaign</Trans>
      </Link>
    </Button>
  );
}
