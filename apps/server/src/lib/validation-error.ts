import type { z } from 'zod';
import { AppError } from './errors';

/**
 * A zod error as a 400 shaped like the zod type provider's answer for JSON bodies (see plugins/error-handler):
 * the first message, and every message under its dotted field path. For bodies parsed by hand (multipart).
 */
export function validationError(error: z.ZodError): AppError {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) (fieldErrors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return new AppError('VALIDATION_FAILED', error.issues[0]?.message ?? 'Invalid request body', fieldErrors);
}
