import { securityMessages } from '@causeway/contracts';
import type { I18n } from '@lingui/core';
import { errorMessage, isApiError } from '@/lib/api-client';
import { isContractMessage } from '@/lib/i18n';

export type SecondStepFailure =
  /** The pending sign-in is gone (timed out, or too many wrong codes): the password must be given again. */
  | { kind: 'expired'; message: string }
  /** A wrong code: said under the field it was typed in. */
  | { kind: 'field'; message: string }
  /** Anything else (rate limit, a failed passkey, the network): said in an alert. */
  | { kind: 'alert'; message: string };

const wrongCodeMessages = [securityMessages.codeWrong, securityMessages.recoveryCodeWrong];

/**
 * What a failed second step means for the screen; `fallback` is said when the error has no message of its own (in the
 * page's language), `field` is the request's field the code was sent in. The server's messages come in the page's
 * language (issue 26): `i18n` recognises them in it.
 */
export function secondStepFailure(
  i18n: I18n,
  error: unknown,
  fallback: string,
  field?: 'code' | 'recoveryCode',
): SecondStepFailure {
  if (isApiError(error)) {
    if (error.status === 401 && isContractMessage(i18n, error.serverMessage, securityMessages.secondStepExpired)) {
      return { kind: 'expired', message: error.serverMessage! };
    }
    const fieldMessage = field ? error.fieldErrors?.[field]?.[0] : undefined;
    if (fieldMessage) return { kind: 'field', message: fieldMessage };
    if (field && wrongCodeMessages.some((english) => isContractMessage(i18n, error.serverMessage, english))) {
      return { kind: 'field', message: error.serverMessage! };
    }
  }
  return { kind: 'alert', message: errorMessage(error, fallback) };
}
