import type { ErrorListParams } from '../lib/error-list-params';

/** Everything the error monitor caches sits under 'admin-errors', so one invalidation refreshes list and figures. */
export const errorKeys = {
  all: ['admin-errors'] as const,
  list: (params: ErrorListParams) => ['admin-errors', 'list', params] as const,
  stats: ['admin-errors', 'stats'] as const,
};
