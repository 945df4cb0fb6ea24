import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'causeway_session';
export const SESSION_TTL_DAYS = 30;
/** A session used after half its life has passed is extended to a full TTL again (sliding expiry). */
export const SESSION_RENEW_AFTER_DAYS = SESSION_TTL_DAYS / 2;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
