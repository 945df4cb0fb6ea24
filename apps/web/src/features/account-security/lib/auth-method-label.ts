import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SessionAuthMethod } from '@causeway/contracts';

/** How a session was signed in, as the session list says it (translated with the page's `i18n._`). */
export const authMethodLabels: Record<SessionAuthMethod, MessageDescriptor> = {
  password: msg`Password`,
  two_factor: msg`Two-factor`,
  passkey: msg`Passkey`,
};
