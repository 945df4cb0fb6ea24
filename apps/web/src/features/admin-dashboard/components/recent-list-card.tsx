import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ADMIN_RECENT_ITEMS } from '@causeway/contracts';
import { RetryNotice } from '@/components/ui/retry-notice';

type RecentListCardProps = {
  title: string;
  /** The full list: '/admin/campaigns' or '/admin/donors'. */
  allTo: string;
  /** The link to the full list: 'View all' with what it lists for screen readers ('View all campaigns'). */
  allLabel: ReactNode;
  state: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  errorMessage: string;
  emptyText: string;
  isEmpty: boolean;
  children: ReactNode;
};

/** The frame of the overview's two short lists: loading rows, the error with Try Again, the empty text. */
export function RecentListCard({
  title,
  allTo,
  allLabel,
  state,
  errorMessage,
  emptyText,
  isEmpty,
  children,
}: RecentListCardProps) {
  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row items-center justify-between gap-3 pb-4">
        <CardTitle className="text-lg">{title}</CardTitle>
        <Link
          to={allTo}
          className="inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-primary-soft-foreground underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {allLabel}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </CardHeader>
      <CardContent className="flex-1" aria-busy={state.isPending}>
        {state.isPending ? (
          <ul className="grid gap-4" aria-hidden="true">
            {Array.from({ length: ADMIN_RECENT_ITEMS }, (_, i) => (
              <li key={i} className="flex items-center gap-3">
                <div className="grid flex-1 gap-2">
                  <Skeleton className="h-4 w-3/5" />
                  <Skeleton className="h-3 w-2/5" />
                </div>
                <Skeleton className="h-5 w-16" />
              </li>
            ))}
          </ul>
        ) : state.isError ? (
          <RetryNotice message={errorMessage} onRetry={() => void state.refetch()} retrying={state.isFetching} />
        ) : isEmpty ? (
          <p className="rounded-lg border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">
            {emptyText}
          </p>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}
