import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-signed, expiring links: a guest can open their receipt from the e-mail without an account. */
export function signPath(secret: string, path: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const signature = createHmac('sha256', secret).update(`${path}:${expires}`).digest('base64url');
  return `${path}?expires=${expires}&signature=${signature}`;
}

export function verifySignedPath(secret: string, path: string, expires: string, signature: string, now = new Date()) {
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < now.getTime()) return false;
  const expected = createHmac('sha256', secret).update(`${path}:${expires}`).digest();
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A token naming one record for one purpose, that never expires (an unsubscribe link must keep working in an old
 * e-mail): `{id}.{HMAC-SHA256(secret, purpose:id)}`, base64url.
 */
export function signId(secret: string, purpose: string, id: number): string {
  return `${id}.${createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url')}`;
}

/** The id of a token made by `signId` for this purpose, or null for anything else (tampered, truncated). */
export function verifySignedId(secret: string, purpose: string, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = createHmac('sha256', secret).update(`${purpose}:${id}`).digest();
  const given = Buffer.from(match[2]!, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) && id <= 2_147_483_647 ? id : null;
}
