import type { SettingsSource } from '../settings/settings.service';
import { getOrganizationSettings } from '../settings/settings.service';

/**
 * The WebAuthn relying party is the site at PUBLIC_URL: passkeys are bound to its host name (the rp id) and
 * answers are accepted only from its origin, so a passkey made here cannot be used by a look-alike site.
 */
export interface RelyingParty {
  id: string;
  origin: string;
}

export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin };
}

/** The name the browser shows when a passkey is made: the organization's. */
export async function relyingPartyName(settings: SettingsSource): Promise<string> {
  return (await getOrganizationSettings(settings)).name;
}

/**
 * The WebAuthn user handle of an account: stable (an account keeps it for all its passkeys) and not personal (no
 * e-mail address, which a person may change and an authenticator may show).
 */
export function userHandleOf(userId: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(`causeway-user:${userId}`));
}
