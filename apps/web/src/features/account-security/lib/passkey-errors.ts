/**
 * The browser's passkey prompt was closed or timed out (NotAllowedError, AbortError): the person changed their mind,
 * which is no error to shout about.
 */
export function isPasskeyPromptCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}

/** The authenticator already holds a passkey for this account (the options exclude the ones registered). */
export function isPasskeyAlreadyRegistered(error: unknown): boolean {
  return error instanceof Error && error.name === 'InvalidStateError';
}
