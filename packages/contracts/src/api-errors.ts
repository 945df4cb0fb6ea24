/** Every error code the API can answer with; the server maps each to one HTTP status. */
export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The answer while the database cannot be reached (503): the request may simply be tried again. */
export const serviceUnavailableMessage = 'The service is temporarily unavailable. Please try again in a moment.';

/** The answer to a request that failed on the server's side (500): no internals are shown. */
export const internalErrorMessage = 'Something went wrong on our side. Please try again.';

/** The body of every non-2xx answer. */
export interface ApiError {
  message: string;
  code: ErrorCode;
  fieldErrors?: Record<string, string[]>;
}
