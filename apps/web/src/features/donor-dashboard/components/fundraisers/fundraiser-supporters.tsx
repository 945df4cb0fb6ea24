import type { OwnSupporter } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Heart, RotateCw, TriangleAlert, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { formatAmount, formatDate } from '@/lib/format';
import { useMySupporters } from '@/features/donor-dashboard/api/fundraisers';
import { useThankSupporter } from '@/features/donor-dashboard/api/fundraisers-mutations';
import { ThankSupporterDialog } from './thank-supporter-dialog';

type FundraiserSupportersProps = {
  fundraiserId: number;
  /** The page's title, for the list's accessible name. */
  title: string;
  id: string;
  /** The page's campaign's currency: every gift through the page is in it (issue 26). */
  currency?: string;
};

/**
 * The supporters of one of the donor's pages, newest first, ten at a time: name (or "Anonymous"), amount and day,
 * and a Thank button for each donor who can still be thanked.
 */
export function FundraiserSupporters({ fundraiserId, title, id, currency }: FundraiserSupportersProps) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [thanking, setThanking] = useState<OwnSupporter | null>(null);
  const query = useMySupporters(fundraiserId, page);
  const thank = useThankSupporter(fundraiserId);

  return (
    <section id={id} aria-label={t`Supporters of ${title}`} className="grid gap-3 border-t border-border pt-4">
      <h4 className="text-sm font-semibold">
        <Trans>Supporters</Trans>
      </h4>
      {query.isPending ? (
        <div role="status" aria-label={t`Loading supporters`} className="grid gap-2">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-10 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <TriangleAlert className="size-4 text-destructive" aria-hidden="true" />
          <span>
            <Trans>Failed to load the supporters.</Trans>
          </span>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
            <RotateCw className={query.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            <Trans>Try Again</Trans>
          </Button>
        </div>
      ) : query.data.items.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Users className="size-4" aria-hidden="true" />
          <Trans>No gifts through this page yet. Share it to get your first supporter.</Trans>
        </p>
      ) : (
        <>
          <ul className="divide-y divide-border" aria-busy={query.isPlaceholderData || undefined}>
            {query.data.items.map((supporter) => (
              <li
                key={supporter.donationId}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2"
              >
                <div className="grid min-w-0 gap-0.5 text-sm">
                  <span className="break-words font-medium">{supporter.name}</span>
                  <span className="text-muted-foreground">
                    {formatAmount(supporter.amount, currency)} ·{' '}
                    <time dateTime={supporter.createdAt}>{formatDate(supporter.createdAt, { month: 'short' })}</time>
                  </span>
                </div>
                {supporter.thanked ? (
                  <span className="flex items-center gap-1 text-sm text-success">
                    <Check className="size-4" aria-hidden="true" />
                    <Trans>Thanked</Trans>
                  </span>
                ) : supporter.canThank ? (
                  <Button variant="outline" size="sm" onClick={() => setThanking(supporter)}>
                    <Heart aria-hidden="true" />
                    <Trans>Thank</Trans>
                    <span className="sr-only"> {supporter.name}</span>
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          <Pagination
            label={t`Supporters of ${title}, pages`}
            page={page}
            pageCount={Math.max(1, Math.ceil(query.data.total / query.data.pageSize))}
            busy={query.isPlaceholderData}
            onPageChange={setPage}
          />
        </>
      )}
      <ThankSupporterDialog supporter={thanking} currency={currency} thank={thank} onClose={() => setThanking(null)} />
    </section>
  );
}
