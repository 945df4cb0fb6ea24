import { msg } from '@lingui/core/macro';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';

/** Why passkeys cannot be added here (translated with the page's `i18n._`). */
export const WEBAUTHN_UNSUPPORTED = msg`This browser cannot create passkeys. Try an up-to-date Chrome, Edge, Firefox or Safari.`;

/** Passkeys need WebAuthn, which every current browser has, but not every embedded browser or old one. */
export function canUsePasskeys(): boolean {
  return typeof window !== 'undefined' && browserSupportsWebAuthn();
}
