import { useSearchParams } from 'react-router';
import { parseRecurringListParams, recurringListSearch, type RecurringListState } from './recurring-list-params';

/** The list's search, filters, sort and page live in its URL, so a reload or Back shows the same list. */
export function useRecurringListState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseRecurringListParams(searchParams);

  /** A new search, filter or sort starts from page 1. `replace` for typing, so pauses do not pile up in history. */
  const update = (change: Partial<RecurringListState>, options: { replace?: boolean } = {}) => {
    setSearchParams((current) => recurringListSearch({ ...parseRecurringListParams(current), page: 1, ...change }), {
      replace: options.replace ?? false,
      preventScrollReset: true,
    });
  };

  return [state, update] as const;
}
