import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * Authenticator-app codes (RFC 6238) with the parameters every app understands: HMAC-SHA1, 6 digits, 30 s.
 * A code is accepted one step early or late (clocks drift, people type slowly); which step it was is returned so
 * the caller can refuse it a second time (replay protection, two-factor.repository.ts claimTotpStep).
 */
export const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
const TOTP_WINDOW = 1;
/** 160 bits, the size RFC 4226 recommends for the HMAC-SHA1 key. */
const SECRET_BYTES = 20;

/** A new secret, base32 as the apps take it. */
export function newTotpSecret(): string {
  return new Secret({ buffer: Uint8Array.from(randomBytes(SECRET_BYTES)).buffer }).base32;
}

export function totpOf(secretBase32: string, account: { issuer: string; label: string }): TOTP {
  return new TOTP({
    issuer: account.issuer,
    label: account.label,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The time step the code belongs to (within ±1 step of `now`), or null when it is not a code of this secret. */
export function stepOfCode(secretBase32: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secretBase32, { issuer: '', label: '' });
  const delta = totp.validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}
