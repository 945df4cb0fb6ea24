import { accountSecurityEndpoints as endpoints, type User } from '@causeway/contracts';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';
import { usePasskeyCeremony } from './passkey-ceremony';

/** "Sign in with a passkey": a discoverable credential names the account, so no e-mail is typed. */
export function usePasskeySignIn(options: MutationCallbacks<User> = {}) {
  return usePasskeyCeremony(endpoints.passkeySignInOptions, endpoints.passkeySignIn, options);
}
