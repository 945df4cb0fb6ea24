import { ImagePicker } from './image-picker';
import { previewableUrl } from './image-preview';
import { useImageUpload } from '../api/use-image-upload';

type ImageUploadFieldProps = {
  label: string;
  /** The image's link: an uploaded file's /uploads/… path or any http(s) URL. */
  value: string | null | undefined;
  onChange: (url: string) => void;
  onBlur?: () => void;
  /** The form's own message for the link (e.g. 'Must be a valid URL'). */
  error?: string | undefined;
  disabled?: boolean;
};

/**
 * An image uploaded at once through POST /api/upload (with its progress), or given by link: the field's value is
 * always the link, so a form stores just a URL (rewards, campaign updates, onboarding slides).
 */
export function ImageUploadField({ label, value, onChange, onBlur, error, disabled }: ImageUploadFieldProps) {
  const upload = useImageUpload();
  return (
    <ImagePicker
      label={label}
      previewSrc={previewableUrl(value)}
      url={value ?? ''}
      onUrlChange={(url) => {
        upload.reset();
        onChange(url);
      }}
      onUrlBlur={onBlur}
      onFile={(file) => {
        void upload.upload(file).then((stored) => {
          if (stored) onChange(stored.url);
        });
      }}
      onRemove={() => {
        upload.reset();
        onChange('');
      }}
      progress={upload.progress}
      error={upload.error ?? error}
      disabled={disabled}
    />
  );
}
