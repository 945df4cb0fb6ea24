import { uploadHint } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { useContractText } from '@/lib/i18n';
import { imageFileProblem } from '../lib/image-file';
import { ImagePreview } from './image-preview';

export type ImagePickerProps = {
  /** The legend of the group, e.g. 'Featured image'. */
  label: string;
  /** What the preview shows: a picked file's object URL, or the link. */
  previewSrc: string | null;
  /** The link typed or set by an upload. */
  url: string;
  onUrlChange: (url: string) => void;
  onUrlBlur?: () => void;
  /** A picked file that passed the image check. */
  onFile: (file: File) => void;
  onRemove: () => void;
  /** Percent of an upload in progress, or null. */
  progress?: number | null;
  /** A picked file kept for sending with the form (named under the preview). */
  fileName?: string | null;
  error?: string | null | undefined;
  disabled?: boolean;
};

/**
 * An image chosen by uploading a file or by pasting a link, with a preview and a way to remove it. The file input
 * is hidden behind a real button, so the group has one keyboard stop for it; a non-image pick is refused here.
 */
export function ImagePicker(props: ImagePickerProps) {
  const { label, previewSrc, url, onUrlChange, onUrlBlur, onFile, onRemove, progress = null, fileName } = props;
  const { t } = useLingui();
  const contractText = useContractText();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const error = pickError ?? props.error ?? null;
  const busy = progress !== null;
  const hasImage = Boolean(previewSrc || url || fileName);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const fieldName = label.toLowerCase();
  // A node, not a string: <Trans> would read tags typed in the file's name as its own elements.
  const pickedFile = <>{fileName}</>;

  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={describedBy} aria-busy={busy}>
      <legend className="mb-2 text-sm font-medium leading-none text-foreground">{label}</legend>
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <ImagePreview src={previewSrc} alt={t`${label} preview`} className="max-sm:max-w-64" />
        <div className="grid min-w-0 content-start gap-3">
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={props.disabled || busy}
              onClick={() => fileInput.current?.click()}
              aria-label={hasImage ? t`Replace ${fieldName}` : t`Upload ${fieldName}`}
            >
              <Upload aria-hidden="true" />
              {hasImage ? t`Replace` : t`Upload`}
            </Button>
            {hasImage ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={props.disabled || busy}
                onClick={() => {
                  setPickError(null);
                  onRemove();
                }}
                aria-label={t`Remove ${fieldName}`}
              >
                <Trash2 aria-hidden="true" />
                <Trans>Remove</Trans>
              </Button>
            ) : null}
          </div>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            hidden
            aria-label={t`${label} file`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared so that picking the same file again still reports a change.
              event.target.value = '';
              if (!file) return;
              const problem = imageFileProblem(file);
              setPickError(problem);
              if (!problem) onFile(file);
            }}
          />
          {fileName ? (
            <p className="truncate text-sm text-muted-foreground">
              <Trans>
                Selected: <span className="font-medium text-foreground">{pickedFile}</span> (uploaded when you save)
              </Trans>
            </p>
          ) : null}
          {progress !== null ? (
            <div className="grid gap-1.5" role="status">
              <Progress value={progress} aria-label={t`Upload progress`} className="h-1.5" />
              <p className="text-xs text-muted-foreground">
                {progress < 100 ? t`Uploading… ${progress}%` : t`Processing image…`}
              </p>
            </div>
          ) : null}
          <div className="grid gap-2">
            <Label htmlFor={`${id}-url`} className="text-xs text-muted-foreground">
              <Trans>
                <span className="sr-only">{label}: </span>Or paste an image URL
              </Trans>
            </Label>
            <Input
              id={`${id}-url`}
              type="url"
              inputMode="url"
              value={url}
              disabled={props.disabled || busy || Boolean(fileName)}
              placeholder="https://example.org/photo.jpg"
              aria-invalid={Boolean(error)}
              onChange={(event) => {
                setPickError(null);
                onUrlChange(event.target.value);
              }}
              onBlur={onUrlBlur}
            />
          </div>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {contractText(uploadHint)}
          </p>
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
              {contractText(error)}
            </p>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
