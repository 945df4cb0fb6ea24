/**
 * Everything this feature caches sits under 'account-security', so a change that moves more than one part (turning
 * codes on ends the other sessions) refreshes it all with one `invalidateQueries({ queryKey: securityKeys.all })`.
 */
export const securityKeys = {
  all: ['account-security'] as const,
  overview: () => ['account-security', 'overview'] as const,
  sessions: () => ['account-security', 'sessions'] as const,
};
