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
