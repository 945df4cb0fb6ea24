import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';

/** Puts the server's per-field messages (a 400 with fieldErrors) under the matching inputs. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!isApiError(error) || !error.fieldErrors) return;
  for (const field of fields) {
    const message = error.fieldErrors[field]?.[0];
    if (message) setError(field, { type: 'server', message });
  }
}
