import { MAX_UPLOAD_BYTES, uploadMessages } from '@causeway/contracts';
import { msg } from '@lingui/core/macro';

/**
 * Why a picked file cannot be used as an image, or null when it can. Any image type the browser reports is
 * let through (the server checks the content itself); larger than 5 MB is refused before it is sent.
 */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return uploadMessages.notAnImage;
  if (file.size > MAX_UPLOAD_BYTES) return uploadMessages.tooLarge;
  return null;
}

/** What a failed upload says when the server gave no reason of its own; shown with `i18n._`. */
export const UPLOAD_FAILED = msg`Upload failed. Please try again.`;
