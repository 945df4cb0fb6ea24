import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { isApiError } from '@/lib/api-client';

// The server's bounds for reset and verification tokens (resetPasswordSchema, verifyEmailSchema).
const TOKEN_MIN = 20;
const TOKEN_MAX = 200;

/**
 * The `token` of an e-mailed link (/reset-password?token=…, /verify-email?token=…), or null when it is missing
 * or cannot be one: the page then says the link is invalid at once instead of asking the server.
 * Surrounding spaces are dropped: mail clients sometimes carry them over when a link is copied.
 */
export function readLinkToken(search: URLSearchParams): string | null {
  const token = search.get('token')?.trim() ?? '';
  if (token.length < TOKEN_MIN || token.length > TOKEN_MAX) return null;
  // Tokens are URL-safe text; anything with spaces or control characters is a mangled link.
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(token)) return null;
  return token;
}

/**
 * Whether a failed reset or verification means the link itself is no good (bad, used or expired token), as
 * opposed to a problem with the new password, a rate limit or a server error, which the page reports otherwise.
 */
export function isInvalidLinkError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 404 || error.status === 410) return true;
  if (error.status !== 400) return false;
  const fields = Object.keys(error.fieldErrors ?? {});
  return fields.length === 0 || fields.includes('token');
}

/** The verification page's note about earlier guest gifts now shown in the donor's history. */
export function linkedDonationsText(count: number, i18n: I18n): string | null {
  if (!Number.isInteger(count) || count <= 0) return null;
  return i18n._(
    msg`${plural(count, {
      one: 'We found # earlier donation made with this address; it now appears in your history.',
      other: 'We found # earlier donations made with this address; they now appear in your history.',
    })}`,
  );
}
