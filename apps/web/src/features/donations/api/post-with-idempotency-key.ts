import type { ApiError as ApiErrorBody } from '@causeway/contracts';
import { ApiError } from '@/lib/api-client';

function parseErrorBody(text: string): Partial<ApiErrorBody> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<ApiErrorBody>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A POST that starts a payment, with a fresh Idempotency-Key per attempt so a double click or a retried request
 * creates one donation, not two. Sent with fetch directly because the shared client sets no custom headers; the
 * errors are the shared client's ApiError all the same.
 */
export async function postWithIdempotencyKey<T>(path: string, body: unknown, idempotencyKey: string): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(body),
    credentials: 'include',
  });
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new ApiError(response.status, text || response.statusText, parseErrorBody(text));
  return (text ? JSON.parse(text) : {}) as T;
}
