import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCw, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { StateMessage } from '@/components/ui/state-message';

type ListLoadErrorProps = {
  title: string;
  description: string;
  onRetry: () => void;
  retrying: boolean;
  /** The button's text. */
  retryLabel?: string;
};

/**
 * A list that failed to load, in place of its table, with Try Again (donors, donations, recurring gifts; through
 * QueryStates the donor area's tabs and the fundraising lists).
 */
export function ListLoadError({ title, description, onRetry, retrying, retryLabel }: ListLoadErrorProps) {
  const { t } = useLingui();
  return (
    <StateMessage
      tone="error"
      icon={TriangleAlert}
      title={title}
      description={description}
      action={
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RotateCw className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
          {retryLabel ?? t`Try Again`}
        </Button>
      }
    />
  );
}

type QueryStatesProps<T> = {
  query: UseQueryResult<T>;
  /** Shown until the first answer (the list's skeleton). */
  loading: ReactNode;
  error: Omit<ListLoadErrorProps, 'onRetry' | 'retrying'>;
  /** Whether the answer has nothing to show; then `empty` is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: { icon: LucideIcon; title: string; description: ReactNode; action?: ReactNode };
  /** The loaded answer. */
  children: (data: T) => ReactNode;
};

/**
 * A query's states in a list or tab: the skeleton while it loads, the error with Try Again (also when a refetch
 * fails), the empty message, or the children with the data.
 */
export function QueryStates<T>({ query, loading, error, isEmpty, empty, children }: QueryStatesProps<T>) {
  if (query.isPending) return loading;
  if (query.isError) {
    return <ListLoadError {...error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (empty && isEmpty?.(query.data)) return <StateMessage {...empty} />;
  return children(query.data);
}
