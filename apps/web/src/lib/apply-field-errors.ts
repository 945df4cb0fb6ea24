import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';

/**
 * Puts the server's per-field messages (a 400 with fieldErrors) under the matching inputs. `prefix` is the
 * part of the server's key before the form's own field name, for a form that edits one part of a body
 * (e.g. 'organization.' when the server reports 'organization.name').
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  prefix = '',
): void {
  if (!isApiError(error) || !error.fieldErrors) return;
  for (const field of fields) {
    const message = error.fieldErrors[prefix + field]?.[0];
    if (message) setError(field, { type: 'server', message });
  }
}
