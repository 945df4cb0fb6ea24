import type { accountSecurityOperations as ops, User, WebauthnCredential } from '@causeway/contracts';
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';
import { useSignedIn } from './use-signed-in';

type OptionsOperation = typeof ops.passkeySignInOptions | typeof ops.secondStepPasskeyOptions;
type FinishOperation = typeof ops.passkeySignIn | typeof ops.secondStepPasskey;

/**
 * Signing in with a passkey, in three moves: the server's options (a single-use challenge), the browser's prompt
 * (navigator.credentials.get through @simplewebauthn/browser), and the server's check of the signed answer.
 * This module is imported only by the lazily loaded login page: the WebAuthn library stays out of the first script.
 */
export async function signInWithPasskey(
  optionsEndpoint: Pick<OptionsOperation, 'method' | 'path'>,
  finishEndpoint: Pick<FinishOperation, 'method' | 'path'>,
): Promise<User> {
  const options = await callOperation<OptionsOperation>(optionsEndpoint);
  // The server hands @simplewebauthn/server's options through as they are (the contract checks only their outline).
  const credential = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return callOperation<FinishOperation>(finishEndpoint, {
    body: { credential: credential as unknown as WebauthnCredential },
  });
}

/** The person closed the browser's passkey prompt, or it timed out: nothing went wrong, nothing to report loudly. */
export function isPasskeyPromptCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}

export function usePasskeyCeremony(
  optionsEndpoint: Pick<OptionsOperation, 'method' | 'path'>,
  finishEndpoint: Pick<FinishOperation, 'method' | 'path'>,
  options: MutationCallbacks<User> = {},
) {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: () => signInWithPasskey(optionsEndpoint, finishEndpoint),
    onError: options.onError,
    onSuccess: (user) => {
      options.onSuccess?.(user);
      signedIn(user);
    },
  });
}
