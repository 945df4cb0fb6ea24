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
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The body of every non-2xx answer. */
export interface ApiError {
  message: string;
  code: ErrorCode;
  fieldErrors?: Record<string, string[]>;
}
