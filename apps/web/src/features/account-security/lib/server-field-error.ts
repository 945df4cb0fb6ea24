import { isApiError } from '@/lib/api-client';

/** The server's message for `field` (a 400's fieldErrors), if it refused that field. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  return isApiError(error) ? error.fieldErrors?.[field]?.[0] : undefined;
}
