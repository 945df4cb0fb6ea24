import {
  accountSecurityEndpoints as endpoints,
  type accountSecurityOperations as ops,
  type SecondStepRequest,
  type User,
} from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';
import { usePasskeyCeremony } from './passkey-ceremony';
import { useSignedIn } from './use-signed-in';

/** The pending sign-in (its cookie) completed with a code from the authenticator app or a recovery code. */
export function submitSecondStep(body: SecondStepRequest): Promise<User> {
  return callOperation<typeof ops.secondStep>(endpoints.secondStep, { body });
}

export function useSecondStep(options: MutationCallbacks<User> = {}) {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: submitSecondStep,
    onError: options.onError,
    onSuccess: (user) => {
      options.onSuccess?.(user);
      signedIn(user);
    },
  });
}

/** The pending sign-in completed with one of the account's passkeys. */
export function useSecondStepPasskey(options: MutationCallbacks<User> = {}) {
  return usePasskeyCeremony(endpoints.secondStepPasskeyOptions, endpoints.secondStepPasskey, options);
}
