import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ImagePreview, imageFileProblem, UPLOAD_FAILED } from '@/features/uploads';
import { errorMessage } from '@/lib/api-client';
import { useUploadFundraiserPhoto } from '../api/fundraiser-mutations';

type FundraiserPhotoFieldProps = {
  /** The stored photo's /uploads/… URL, or null for none. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** The server's word on the photo (a 400 on imageUrl). */
  error?: string | undefined;
  /** An upload is running: the form waits for it before saving. */
  onBusyChange: (busy: boolean) => void;
};

/**
 * The page's optional photo: uploaded as soon as it is picked (POST /api/fundraisers/photo), which stores it as
 * WebP and answers its URL; the form saves that URL. A file, never a link to another site (the contract's rule).
 */
export function FundraiserPhotoField({ value, onChange, error, onBusyChange }: FundraiserPhotoFieldProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadFundraiserPhoto();
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error ?? null;
  const busy = upload.isPending;

  const pick = (file: File) => {
    const refused = imageFileProblem(file);
    setProblem(refused);
    if (refused) return;
    onBusyChange(true);
    upload.mutate(file, {
      onSuccess: (stored) => onChange(stored.url),
      onError: (failure) => setProblem(errorMessage(failure, i18n._(UPLOAD_FAILED))),
      onSettled: () => onBusyChange(false),
    });
  };

  return (
    <fieldset
      className="grid min-w-0 gap-3"
      aria-describedby={[`${id}-hint`, shown ? `${id}-error` : null].filter(Boolean).join(' ')}
      aria-busy={busy}
    >
      <legend className="mb-2 text-sm font-medium leading-none text-foreground">
        <Trans>
          Photo <span className="font-normal text-muted-foreground">(optional)</span>
        </Trans>
      </legend>
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <ImagePreview src={value} alt={t`Your page's photo`} className="max-sm:max-w-64" />
        <div className="grid min-w-0 content-start gap-3">
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" disabled={busy} onClick={() => fileInput.current?.click()}>
              {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
              {value ? t`Replace photo` : t`Upload a photo`}
            </Button>
            {value ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={() => {
                  setProblem(null);
                  onChange(null);
                }}
              >
                <Trash2 aria-hidden="true" />
                <Trans>Remove photo</Trans>
              </Button>
            ) : null}
          </div>
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hidden
            aria-label={t`Photo file`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared so that picking the same file again still reports a change.
              event.target.value = '';
              if (file) pick(file);
            }}
          />
          {busy ? (
            <p role="status" className="text-sm text-muted-foreground">
              <Trans>Uploading your photo…</Trans>
            </p>
          ) : null}
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            <Trans>JPG, PNG or WebP, up to 5 MB. It shows at the top of your page and when your page is shared.</Trans>
          </p>
          {shown ? (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
              {shown}
            </p>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
