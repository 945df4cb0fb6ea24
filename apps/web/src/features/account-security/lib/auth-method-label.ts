import type { SessionAuthMethod } from '@causeway/contracts';

/** How a session was signed in, as the session list says it. */
export const authMethodLabels: Record<SessionAuthMethod, string> = {
  password: 'Password',
  two_factor: 'Two-factor',
  passkey: 'Passkey',
};
