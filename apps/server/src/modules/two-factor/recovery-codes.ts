import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@causeway/contracts';

/**
 * Recovery codes: ten single-use codes shown once, for a person without their authenticator app. Ten letters of
 * base32 (50 bits each) are far beyond guessing within the sign-in's rate limits; only their SHA-256 is kept (a
 * code is random, so a plain hash is enough: there is no dictionary to try).
 */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const CODE_LENGTH = 10;

/** The codes to show, as `xxxxx-xxxxx`; all different. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    // 32 letters: a byte's low five bits pick one without bias.
    const letters = [...randomBytes(CODE_LENGTH)].map((byte) => ALPHABET[byte & 31]).join('');
    codes.add(`${letters.slice(0, 5)}-${letters.slice(5)}`);
  }
  return [...codes];
}

/** The ten letters of a code as typed: case, spaces and dashes forgiven (as the contract's schema does). */
export function normalizeRecoveryCode(code: string): string | null {
  const letters = code.replace(/[\s-]+/g, '').toLowerCase();
  return new RegExp(`^[${ALPHABET}]{${CODE_LENGTH}}$`).test(letters) ? letters : null;
}

/** What is stored of a code (given as shown or normalized). */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(normalizeRecoveryCode(code) ?? code)
    .digest('hex');
}
