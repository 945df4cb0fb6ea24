import { accountSecurityEndpoints as endpoints, type accountSecurityOperations as ops } from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { useInvalidateSecurity } from './invalidate-security';

/** DELETE /api/users/me/passkeys/{id}. */
export function removePasskey(id: number): Promise<void> {
  return callOperation<typeof ops.removePasskey>(endpoints.removePasskey, { params: { id } });
}

export function useRemovePasskey() {
  // The last second factor of an administrator may be gone: the signed-in user is fetched again too.
  const invalidate = useInvalidateSecurity();
  return useMutation({ mutationFn: removePasskey, onSuccess: () => void invalidate() });
}
