import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'causeway_session';
/** A pending sign-in: the password proven, a second factor awaited (issue 27). Sent only to /api/auth. */
export const SECOND_STEP_COOKIE = 'causeway_2fa';
/** A random id for the browser, so a sign-in from a device the account has not used before is e-mailed. */
export const DEVICE_COOKIE = 'causeway_device';
export const DEVICE_COOKIE_DAYS = 400;
/** A session's last use is written at most this often (one write an hour, not one per request). */
export const SESSION_TOUCH_AFTER_MINUTES = 60;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
