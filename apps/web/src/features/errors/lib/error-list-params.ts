import { errorLevels, errorStatusFilters, type ErrorLevel, type ErrorStatusFilter } from '@causeway/contracts';

export type ErrorListParams = { level: ErrorLevel | null; status: ErrorStatusFilter; page: number };

export const defaultErrorListParams: ErrorListParams = { level: null, status: 'open', page: 1 };

/** The page's filters live in the URL; anything unknown falls back to the default (open errors of any level). */
export function parseErrorListParams(search: URLSearchParams): ErrorListParams {
  const level = search.get('level');
  const status = search.get('status');
  const page = Number(search.get('page'));
  return {
    level: (errorLevels as readonly string[]).includes(level ?? '') ? (level as ErrorLevel) : null,
    status: (errorStatusFilters as readonly string[]).includes(status ?? '') ? (status as ErrorStatusFilter) : 'open',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Only what differs from the defaults, so the plain list has the plainest URL. */
export function errorListSearch(params: ErrorListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.level) search.set('level', params.level);
  if (params.status !== 'open') search.set('status', params.status);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

export function isFiltered(params: ErrorListParams): boolean {
  return params.level !== null || params.status !== 'open';
}
