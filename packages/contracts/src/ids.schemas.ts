import { z } from 'zod';
import { ID_TEXT, MAX_ID } from './ids';

/** A path or query parameter naming a row (ids.ts parseId's rule); anything else fails with `message`. */
export function idParam(message: string) {
  return z
    .string()
    .regex(ID_TEXT, message)
    .transform(Number)
    .refine((n) => n <= MAX_ID, message);
}
