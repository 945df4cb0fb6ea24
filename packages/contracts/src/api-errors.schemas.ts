import { z } from 'zod';
import { errorCodes } from './api-errors';

/** The body of every non-2xx answer (errors.ts ApiError), for the routes' response schemas and OpenAPI. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.enum(errorCodes),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
