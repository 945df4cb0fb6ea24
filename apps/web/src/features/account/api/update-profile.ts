import {
  accountEndpoints as endpoints,
  type accountOperations as ops,
  type ProfileUpdate,
  type User,
} from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth';
import { callOperation } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';

/** PATCH /api/users/me: the donor's own first and last name; answers the updated user. */
export function updateProfile(body: ProfileUpdate): Promise<User> {
  return callOperation<typeof ops.updateProfile>(endpoints.updateProfile, { body });
}

export function useUpdateProfile(options: MutationCallbacks<User> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onError: options.onError,
    onSuccess: (user) => {
      // The answer is the current user: every screen reading `me` (sidebar, dashboard) shows the new name at once.
      queryClient.setQueryData(meQueryKey, user);
      options.onSuccess?.(user);
    },
  });
}
