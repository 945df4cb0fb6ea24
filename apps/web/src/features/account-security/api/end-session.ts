import {
  accountSecurityEndpoints as endpoints,
  type AccountSession,
  type accountSecurityOperations as ops,
} from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { securityKeys } from './query-keys';

/** DELETE /api/users/me/sessions/{id}: that browser's cookie fails from its next request on. */
export function endSession(id: string): Promise<void> {
  return callOperation<typeof ops.endSession>(endpoints.endSession, { params: { id } });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<AccountSession[]>(securityKeys.sessions(), (sessions) =>
        sessions?.filter((session) => session.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: securityKeys.sessions() });
    },
  });
}
