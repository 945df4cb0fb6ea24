import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { ListLoadError } from '@/components/list/list-load-error';
import { StateMessage } from '@/components/ui/state-message';

type QueryStatesProps<T> = {
  query: UseQueryResult<T>;
  /** Shown until the first answer (the list's skeleton). */
  loading: ReactNode;
  error: Omit<ComponentProps<typeof ListLoadError>, 'onRetry' | 'retrying'>;
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
