import { uploadEndpoints, type ApiError as ApiErrorBody, type UploadResult } from '@causeway/contracts';
import { ApiError } from '@/lib/api-client';

type UploadOptions = {
  /** Percent of the file sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

function parseBody(text: string): Partial<ApiErrorBody> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<ApiErrorBody>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The image upload (multipart `file`): the stored image's URL. XMLHttpRequest rather than fetch, because only it
 * reports upload progress. A refusal (400 not an image, 413 too large) rejects with the api client's ApiError, so
 * its message can be shown as any other API error's.
 */
export function uploadImage(file: File, { onProgress, signal }: UploadOptions = {}): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(uploadEndpoints.image.method, uploadEndpoints.image.path);
    xhr.withCredentials = true;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a header's name
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          const result: UploadResult = JSON.parse(text);
          resolve(result);
        } catch {
          reject(new Error('Upload failed'));
        }
        return;
      }
      reject(new ApiError(xhr.status, text || xhr.statusText, parseBody(text)));
    };
    xhr.onerror = () => reject(new Error('Upload failed'));
    // eslint-disable-next-line lingui/no-unlocalized-strings -- never shown: a cancelled upload is dropped quietly
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (signal) {
      if (signal.aborted) return xhr.abort();
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}
