import { useLingui } from '@lingui/react/macro';
import { Controller } from 'react-hook-form';
import { ImagePicker, previewableUrl } from '@/features/uploads';
import { FormSection } from './form-section';
import type { CampaignForm } from './form-types';

/** A file picked for sending with the form, with the object URL its preview shows. */
export type PickedImage = { file: File; previewUrl: string };

type FeaturedImageFieldProps = {
  form: CampaignForm;
  picked: PickedImage | null;
  onPick: (file: File | null) => void;
};

/**
 * The featured image (spec section 2): a file of any image type, sent with the campaign when it is saved (the
 * multipart endpoints), or a link. Picking a file replaces the link; typing a link drops the file.
 */
export function FeaturedImageField({ form, picked, onPick }: FeaturedImageFieldProps) {
  const { t } = useLingui();
  return (
    <FormSection title={t`Featured image`} description={t`The picture on the campaign's card and page. Optional.`}>
      <Controller
        control={form.control}
        name="featuredImageUrl"
        render={({ field, fieldState }) => (
          <ImagePicker
            label={t`Featured image`}
            previewSrc={picked?.previewUrl ?? previewableUrl(field.value)}
            url={picked ? '' : field.value}
            onUrlChange={(url) => {
              onPick(null);
              field.onChange(url);
            }}
            onUrlBlur={field.onBlur}
            onFile={(file) => {
              onPick(file);
              field.onChange('');
            }}
            onRemove={() => {
              onPick(null);
              field.onChange('');
            }}
            fileName={picked?.file.name ?? null}
            error={fieldState.error?.message}
          />
        )}
      />
    </FormSection>
  );
}
