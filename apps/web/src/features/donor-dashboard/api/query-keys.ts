/**
 * Everything the dashboard caches sits under 'donor', so a change to the donor's giving (a new gift, a paused
 * recurring donation) can refresh it all with one `invalidateQueries({ queryKey: donorKeys.all })`.
 */
export const donorKeys = {
  all: ['donor'] as const,
  stats: () => ['donor', 'stats'] as const,
  donations: (page: number, limit: number) => ['donor', 'donations', { page, limit }] as const,
  statementYears: () => ['donor', 'statement-years'] as const,
};
