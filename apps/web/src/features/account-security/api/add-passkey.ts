import {
  accountSecurityEndpoints as endpoints,
  type accountSecurityOperations as ops,
  type Passkey,
  type WebauthnCredential,
} from '@causeway/contracts';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { useInvalidateSecurity } from './invalidate-security';

/** POST /api/users/me/passkeys/options: a single-use challenge, and the account's passkeys to exclude. */
export function getPasskeyOptions(): Promise<Record<string, unknown>> {
  return callOperation<typeof ops.passkeyOptions>(endpoints.passkeyOptions);
}

/** POST /api/users/me/passkeys: the server verifies the browser's answer and keeps the passkey under `name`. */
export function savePasskey(body: { name: string; credential: WebauthnCredential }): Promise<Passkey> {
  return callOperation<typeof ops.addPasskey>(endpoints.addPasskey, { body });
}

/**
 * Adding a passkey is three steps: the server's options, the browser's prompt (fingerprint, face, PIN, a security
 * key), and the server's check. A prompt the person cancels rejects with a NotAllowedError (see passkey-errors.ts).
 */
export async function registerPasskey(name: string): Promise<Passkey> {
  const options = await getPasskeyOptions();
  const credential = await startRegistration({
    // The server's generateRegistrationOptions() output, passed through by the contract as it is.
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return savePasskey({ name, credential: credential as unknown as WebauthnCredential });
}

export function useAddPasskey() {
  const invalidate = useInvalidateSecurity();
  return useMutation({ mutationFn: registerPasskey, onSuccess: () => void invalidate() });
}
