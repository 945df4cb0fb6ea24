import {
  accountSecurityEndpoints as endpoints,
  type AccountSession,
  type accountSecurityOperations as ops,
} from '@causeway/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { securityKeys } from './query-keys';

/** GET /api/users/me/sessions: every signed-in session of the account, this browser's marked `current`. */
export function getSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  return callOperation<typeof ops.sessions>(endpoints.sessions, { signal });
}

export function useSessions() {
  return useQuery({ queryKey: securityKeys.sessions(), queryFn: ({ signal }) => getSessions(signal) });
}
