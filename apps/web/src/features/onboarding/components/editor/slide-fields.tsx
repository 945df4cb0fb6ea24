import { slideMediaTypes, toVideoEmbedUrl } from '@causeway/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ImageUploadField } from '@/features/uploads';
import { CheckField } from './check-field';
import { ColorInput } from './color-input';
import { ItemToolbar } from './item-toolbar';
import type { TourForm } from './tour-form-types';

const mediaLabels: Record<(typeof slideMediaTypes)[number], MessageDescriptor> = {
  none: msg`None`,
  image: msg`Image`,
  video: msg`Video`,
};
const slideColorLabels = {
  backgroundColor: msg`Background colour`,
  textColor: msg`Text colour`,
  buttonColor: msg`Button colour`,
};

type SlideFieldsProps = {
  form: TourForm;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
};

export function SlideFields({ form, index, count, onMove, onRemove }: SlideFieldsProps) {
  const { t, i18n } = useLingui();
  const { register, control, setValue } = form;
  const errors = form.formState.errors.slides?.[index];
  const number = index + 1;
  const name = t`Slide ${number}`;
  const mediaType = useWatch({ control, name: `slides.${index}.mediaType` });

  // Section 2: switching away from image clears the image; away from video clears the video URL.
  const pickMedia = (next: (typeof slideMediaTypes)[number]) => {
    if (next !== 'image') setValue(`slides.${index}.image`, '');
    if (next !== 'video') setValue(`slides.${index}.videoUrl`, '');
    setValue(`slides.${index}.mediaType`, next, { shouldDirty: true });
  };

  return (
    <fieldset className="grid gap-4 rounded-lg border border-border bg-background/60 p-4">
      <legend className="sr-only">{name}</legend>
      <ItemToolbar name={name} index={index} count={count} onMove={onMove} onRemove={onRemove} />
      <FormField label={t`Slide title`} error={errors?.title?.message}>
        {(c) => <Input {...c} {...register(`slides.${index}.title`)} maxLength={200} />}
      </FormField>
      <FormField
        label={t`Slide content (HTML)`}
        error={errors?.content?.message}
        hint={t`Formatting, links and images; scripts are removed.`}
      >
        {(c) => <Textarea {...c} {...register(`slides.${index}.content`)} rows={3} className="font-mono text-xs" />}
      </FormField>
      <div role="radiogroup" aria-label={t`${name} media`} className="flex flex-wrap gap-4">
        <span className="text-sm font-medium">
          <Trans>Media</Trans>
        </span>
        {slideMediaTypes.map((type) => (
          <label key={type} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name={`slide-${index}-media`}
              value={type}
              checked={mediaType === type}
              onChange={() => pickMedia(type)}
              className="size-4 accent-primary"
            />
            {i18n._(mediaLabels[type])}
          </label>
        ))}
      </div>
      {mediaType === 'image' ? (
        <Controller
          control={control}
          name={`slides.${index}.image`}
          render={({ field, fieldState }) => (
            <ImageUploadField
              label={t`${name} image`}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      ) : null}
      {mediaType === 'video' ? (
        <div className="grid gap-4">
          <Controller
            control={control}
            name={`slides.${index}.videoUrl`}
            render={({ field, fieldState }) => (
              <FormField
                label={t`Video URL`}
                error={fieldState.error?.message}
                hint={t`YouTube and Vimeo links become embedded players.`}
              >
                {(c) => (
                  <Input
                    {...c}
                    type="url"
                    value={field.value}
                    onChange={field.onChange}
                    // Section 2: YouTube and Vimeo links are converted to embed URLs.
                    onBlur={() => {
                      if (field.value) field.onChange(toVideoEmbedUrl(field.value));
                      field.onBlur();
                    }}
                    placeholder="https://www.youtube.com/watch?v=…"
                  />
                )}
              </FormField>
            )}
          />
          <div className="flex flex-wrap gap-5">
            <CheckField label={t`Autoplay`} control={control} name={`slides.${index}.videoAutoplay`} />
            <CheckField label={t`Muted`} control={control} name={`slides.${index}.videoMuted`} />
            <CheckField label={t`Loop`} control={control} name={`slides.${index}.videoLoop`} />
          </div>
        </div>
      ) : null}
      <details className="group rounded-lg border border-border px-3 py-2">
        <summary className="cursor-pointer text-sm font-medium">
          <Trans>Appearance and button</Trans>
        </summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <FormField
            label={t`Button text`}
            error={errors?.buttonText?.message}
            hint={t`Empty: Next, or Get Started on the last slide.`}
          >
            {(c) => <Input {...c} {...register(`slides.${index}.buttonText`)} maxLength={60} />}
          </FormField>
          {(['backgroundColor', 'textColor', 'buttonColor'] as const).map((key) => (
            <Controller
              key={key}
              control={control}
              name={`slides.${index}.${key}`}
              render={({ field, fieldState }) => (
                <ColorInput
                  label={i18n._(slideColorLabels[key])}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  fallback="#ffffff"
                  placeholder={t`The tour's colour`}
                />
              )}
            />
          ))}
        </div>
      </details>
    </fieldset>
  );
}
