import {
  accountSecurityEndpoints as endpoints,
  type AccountSecurity,
  type accountSecurityOperations as ops,
} from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { securityKeys } from './query-keys';

/** GET /api/users/me/security: two-factor state, passkeys, and whether codes can be set up here at all. */
export function getSecurity(signal?: AbortSignal): Promise<AccountSecurity> {
  return callOperation<typeof ops.security>(endpoints.security, { signal });
}

export function securityQueryOptions() {
  return queryOptions({ queryKey: securityKeys.overview(), queryFn: ({ signal }) => getSecurity(signal) });
}

export function useSecurity() {
  return useQuery(securityQueryOptions());
}
