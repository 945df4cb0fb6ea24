import type { UploadResult } from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { imageFileProblem, UPLOAD_FAILED } from '../lib/image-file';
import { uploadImage } from './upload-image';

export type ImageUpload = {
  /** Percent sent while an upload runs, otherwise null. */
  progress: number | null;
  /** Why the last pick or upload failed: the server's 400/413 message, or the generic fallback. */
  error: string | null;
  /** Uploads the file; resolves to the stored image, or to null when it was refused, failed or was replaced. */
  upload: (file: File) => Promise<UploadResult | null>;
  reset: () => void;
};

/** Image uploads through POST /api/upload with their progress; a new upload (or leaving the page) cancels the last. */
export function useImageUpload(): ImageUpload {
  const { i18n } = useLingui();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const upload = useCallback(
    async (file: File) => {
      current.current?.abort();
      const problem = imageFileProblem(file);
      if (problem) {
        setProgress(null);
        setError(problem);
        return null;
      }
      const controller = new AbortController();
      current.current = controller;
      setError(null);
      setProgress(0);
      try {
        const result = await uploadImage(file, { signal: controller.signal, onProgress: setProgress });
        if (controller.signal.aborted) return null;
        setProgress(null);
        return result;
      } catch (failure) {
        if (controller.signal.aborted) return null;
        setProgress(null);
        setError(errorMessage(failure, i18n._(UPLOAD_FAILED)));
        return null;
      }
    },
    [i18n],
  );

  const reset = useCallback(() => {
    current.current?.abort();
    setProgress(null);
    setError(null);
  }, []);

  return { progress, error, upload, reset };
}
