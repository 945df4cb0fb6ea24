import { fundraiserPath, fundraiserStatusLabels, type AdminFundraiser } from '@causeway/contracts';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Eye, EyeOff, LoaderCircle, Megaphone, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryStates } from '@/components/ui/query-states';
import { formatAmount } from '@/lib/format';
import { useContractLabels } from '@/lib/i18n';
import { useAdminFundraisers, useRemoveFundraiser, useSetFundraiserHidden } from '../api/fundraiser-admin';
import { RemoveFundraiserDialog } from './remove-fundraiser-dialog';

/**
 * The campaign's fundraising pages for administrators, hidden ones too, most raised first: search by title or
 * owner, ten at a time; Hide or Unhide each, or Remove it for good (after a confirmation).
 */
export function AdminFundraisersList({ campaignId }: { campaignId: number }) {
  const { t } = useLingui();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<AdminFundraiser | null>(null);
  const list = useAdminFundraisers(campaignId, q, page);
  const setHidden = useSetFundraiserHidden(campaignId);
  const remove = useRemoveFundraiser(campaignId);

  const onSearch = (next: string) => {
    setQ(next);
    setPage(1);
  };
  const search = q;

  return (
    <section aria-labelledby="admin-fundraisers-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id="admin-fundraisers-heading" className="font-semibold">
          <Trans>Fundraising pages</Trans>
        </h3>
        <SearchBox
          value={q}
          onSearch={onSearch}
          label={t`Search fundraising pages`}
          placeholder={t`Title or fundraiser`}
          className="sm:max-w-72"
        />
      </div>
      <QueryStates
        query={list}
        loading={
          <div role="status" aria-label={t`Loading fundraising pages`} className="grid gap-3">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-24 w-full rounded-xl" />
            ))}
          </div>
        }
        error={{
          title: t`Could not load the fundraising pages`,
          description: t`Something went wrong while loading this campaign's fundraising pages.`,
          retryLabel: t`Try again`,
        }}
        isEmpty={(data) => data.items.length === 0}
        empty={{
          icon: Megaphone,
          title: q ? t`No fundraising pages found` : t`No fundraising pages yet`,
          description: q
            ? t`No page of this campaign matches “${search}”.`
            : t`When supporters make fundraising pages for this campaign, they are listed here.`,
        }}
      >
        {(data) => (
          <>
            <ul className="grid gap-3" aria-busy={list.isPlaceholderData || undefined}>
              {data.items.map((fundraiser) => (
                <AdminFundraiserRow
                  key={fundraiser.id}
                  campaignId={campaignId}
                  fundraiser={fundraiser}
                  hiding={setHidden.isPending && setHidden.variables?.id === fundraiser.id}
                  onSetHidden={(hidden) => setHidden.mutate({ id: fundraiser.id, hidden })}
                  onRemove={() => setRemoving(fundraiser)}
                />
              ))}
            </ul>
            <Pagination
              label={t`Fundraising pages, pages`}
              page={page}
              pageCount={Math.max(1, Math.ceil(data.total / data.pageSize))}
              busy={list.isPlaceholderData}
              onPageChange={setPage}
            />
          </>
        )}
      </QueryStates>
      <RemoveFundraiserDialog
        page={removing}
        busy={remove.isPending}
        onConfirm={(fundraiser) => remove.mutate(fundraiser.id, { onSettled: () => setRemoving(null) })}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}

type RowProps = {
  campaignId: number;
  fundraiser: AdminFundraiser;
  hiding: boolean;
  onSetHidden: (hidden: boolean) => void;
  onRemove: () => void;
};

function AdminFundraiserRow({ campaignId, fundraiser, hiding, onSetHidden, onRemove }: RowProps) {
  const { t } = useLingui();
  const statusLabels = useContractLabels(fundraiserStatusLabels);
  const teamName = fundraiser.teamName;
  const raised = formatAmount(fundraiser.raisedAmount, fundraiser.currency);
  const goal = formatAmount(fundraiser.goal, fundraiser.currency);
  const giftCount = fundraiser.giftCount;
  const forPage = <span className="sr-only"> {fundraiser.title}</span>;
  return (
    <li className="rounded-xl border border-border bg-card p-4 shadow-sm">
      <article className="grid gap-3" aria-label={fundraiser.title}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-0.5 text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <Link
                to={fundraiserPath(campaignId, fundraiser.slug)}
                className="break-words font-semibold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {fundraiser.title}
              </Link>
              <Badge variant={fundraiser.status === 'active' ? 'success' : 'secondary'}>
                {statusLabels[fundraiser.status]}
              </Badge>
              {fundraiser.hidden ? (
                <Badge variant="outline">
                  <EyeOff aria-hidden="true" />
                  <Trans>Hidden</Trans>
                </Badge>
              ) : null}
            </p>
            <p>
              {fundraiser.ownerName}
              <span className="ms-2 break-all text-muted-foreground">{fundraiser.ownerEmail}</span>
            </p>
            {teamName ? (
              <p className="text-muted-foreground">
                <Trans>Team {teamName}</Trans>
              </p>
            ) : null}
            <p className="text-muted-foreground">
              <Trans>
                <span className="font-semibold text-foreground">{raised}</span> of {goal} ·{' '}
                <Plural value={giftCount} one="# gift" other="# gifts" />
              </Trans>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={hiding}
              aria-busy={hiding || undefined}
              onClick={() => onSetHidden(!fundraiser.hidden)}
            >
              {hiding ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : fundraiser.hidden ? (
                <Eye aria-hidden="true" />
              ) : (
                <EyeOff aria-hidden="true" />
              )}
              {fundraiser.hidden ? t`Unhide` : t`Hide`}
              {forPage}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={onRemove}
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            >
              <Trash2 aria-hidden="true" />
              <Trans>Remove</Trans>
              {forPage}
            </Button>
          </div>
        </div>
      </article>
    </li>
  );
}
