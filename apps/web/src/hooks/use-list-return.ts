import { useLocation } from 'react-router';

/**
 * A list's row links carry the list's own query (search, filters, sort, page) in the history state, so the detail
 * page's Back returns to that very page of the list (admin donors, donations), and a shared link to a detail page
 * goes back to the plain list.
 */
export type ListReturnState = { listSearch: string };

/** The state for a list's row links: the list's current query. */
export function useListReturnState(): ListReturnState {
  return { listSearch: useLocation().search };
}

/** Back to the list page the detail was opened from, else to the plain list at `listPath`. */
export function useListReturnPath(listPath: string): string {
  const { state } = useLocation();
  const listSearch = (state as { listSearch?: unknown } | null)?.listSearch;
  return typeof listSearch === 'string' && listSearch.startsWith('?') ? `${listPath}${listSearch}` : listPath;
}
