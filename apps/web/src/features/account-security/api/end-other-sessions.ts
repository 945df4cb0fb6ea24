import {
  accountSecurityEndpoints as endpoints,
  type AccountSession,
  type accountSecurityOperations as ops,
} from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { securityKeys } from './query-keys';

/** POST /api/users/me/sessions/end-others: every session but this browser's ends. */
export function endOtherSessions(): Promise<{ message: string; ended: number }> {
  return callOperation<typeof ops.endOtherSessions>(endpoints.endOtherSessions);
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => {
      queryClient.setQueryData<AccountSession[]>(securityKeys.sessions(), (sessions) =>
        sessions?.filter((session) => session.current),
      );
      void queryClient.invalidateQueries({ queryKey: securityKeys.sessions() });
    },
  });
}
