import {
  accountSecurityEndpoints as endpoints,
  type accountSecurityOperations as ops,
  type Passkey,
} from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { securityKeys } from './query-keys';

/** PATCH /api/users/me/passkeys/{id}: a new name (1–60 characters; a 400 on `name` otherwise). */
export function renamePasskey({ id, name }: { id: number; name: string }): Promise<Passkey> {
  return callOperation<typeof ops.renamePasskey>(endpoints.renamePasskey, { params: { id }, body: { name } });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePasskey,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: securityKeys.overview() }),
  });
}
