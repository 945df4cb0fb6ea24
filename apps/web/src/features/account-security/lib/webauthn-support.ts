import { browserSupportsWebAuthn } from '@simplewebauthn/browser';

export const WEBAUTHN_UNSUPPORTED =
  'This browser cannot create passkeys. Try an up-to-date Chrome, Edge, Firefox or Safari.';

/** Passkeys need WebAuthn, which every current browser has, but not every embedded browser or old one. */
export function canUsePasskeys(): boolean {
  return typeof window !== 'undefined' && browserSupportsWebAuthn();
}
