import type { RecurringListState } from '../lib/recurring-list-params';

/** Everything the recurring gifts page caches sits under 'admin-recurring'. */
export const recurringAdminKeys = {
  all: ['admin-recurring'] as const,
  list: (state: RecurringListState) => ['admin-recurring', 'list', state] as const,
  campaigns: () => ['admin-recurring', 'campaign-options'] as const,
};
