import { z } from 'zod';

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
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.enum(errorCodes),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
