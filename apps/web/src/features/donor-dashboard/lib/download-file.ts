import { ApiError } from '@/lib/api-client';
import { filenameFromContentDisposition } from './content-disposition';
import type { DownloadTarget } from './download-targets';

/** Long enough for every browser to have started reading the file before its object URL is released. */
const REVOKE_AFTER_MS = 10_000;

/** A failed download's answer as the API client reports it: '{status}: {text}' and the body's `message`. */
export async function downloadError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return new ApiError(
    response.status,
    text || response.statusText,
    body && typeof body === 'object' ? (body as Partial<{ message: string }>) : undefined,
  );
}

/** Hands a file to the browser's own download: a temporary <a download> on an object URL. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/**
 * Fetches a file the session may read (receipts, statements, the CSV export) and saves it under the name the
 * server gives. A plain link would leave the page on an error answer; fetching first lets us show a toast
 * instead. Resolves with the saved file name. `save` is the browser download unless a test passes its own.
 */
export async function downloadFile(
  target: DownloadTarget,
  save: (blob: Blob, filename: string) => void = saveBlob,
): Promise<string> {
  const response = await fetch(target.url, { credentials: 'include' });
  if (!response.ok) throw await downloadError(response);
  const blob = await response.blob();
  const filename = filenameFromContentDisposition(response.headers.get('content-disposition'), target.fallbackName);
  save(blob, filename);
  return filename;
}
