import { defaultTourSettings, tourTriggerEvents, tourUserTypes } from '@causeway/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, useWatch, type FieldPath } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { TourFormValues } from '@/features/onboarding/lib/tour-form';
import { CheckField } from './check-field';
import { ColorInput } from './color-input';
import { EditorCard } from './editor-card';
import type { TourForm } from './tour-form-types';

const userTypeLabels: Record<(typeof tourUserTypes)[number], MessageDescriptor> = {
  all: msg`All users`,
  donor: msg`Donors`,
  admin: msg`Administrators`,
};
const triggerLabels: Record<(typeof tourTriggerEvents)[number], MessageDescriptor> = {
  signup: msg`After sign-up (once, for new accounts)`,
  first_login: msg`At sign-in, until finished or skipped`,
  manual: msg`Only from “Take the tour”`,
};
const colors: { name: Extract<FieldPath<TourFormValues>, `settings.${string}Color`>; label: MessageDescriptor }[] = [
  { name: 'settings.primaryColor', label: msg`Primary colour` },
  { name: 'settings.backgroundColor', label: msg`Background colour` },
  { name: 'settings.textColor', label: msg`Text colour` },
  { name: 'settings.overlayColor', label: msg`Overlay colour` },
];

/** The tour's configuration (admin spec section 3, Onboarding settings), with the ACTIVE badge while enabled. */
export function ConfigurationCard({ form }: { form: TourForm }) {
  const { t, i18n } = useLingui();
  const { register, formState, control } = form;
  const errors = formState.errors;
  const [isEnabled, autoAdvance] = useWatch({ control, name: ['isEnabled', 'settings.autoAdvance'] });

  return (
    <EditorCard
      title={
        <>
          <Trans>Configuration</Trans>
          {isEnabled ? (
            <Badge variant="success">
              <Trans>ACTIVE</Trans>
            </Badge>
          ) : null}
        </>
      }
      description={t`Who sees the tour, when it starts, and how it looks.`}
    >
      <CheckField
        label={t`Enable onboarding`}
        hint={t`While enabled, the tour starts for its audience at its trigger.`}
        control={control}
        name="isEnabled"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t`Name`} error={errors.name?.message}>
          {(c) => <Input {...c} {...register('name')} maxLength={120} />}
        </FormField>
        <FormField label={t`Audience`} error={errors.userType?.message}>
          {(c) => (
            <NativeSelect {...c} {...register('userType')}>
              {tourUserTypes.map((type) => (
                <option key={type} value={type}>
                  {i18n._(userTypeLabels[type])}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField label={t`Description`} error={errors.description?.message}>
        {(c) => <Textarea {...c} {...register('description')} rows={2} className="min-h-16" maxLength={500} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t`Trigger`} error={errors.triggerEvent?.message}>
          {(c) => (
            <NativeSelect {...c} {...register('triggerEvent')}>
              {tourTriggerEvents.map((event) => (
                <option key={event} value={event}>
                  {i18n._(triggerLabels[event])}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label={t`Spotlight radius (px)`} error={errors.settings?.spotlightRadius?.message}>
          {(c) => (
            <Input
              {...c}
              {...register('settings.spotlightRadius', { valueAsNumber: true })}
              type="number"
              min={0}
              max={100}
            />
          )}
        </FormField>
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold">
          <Trans>Behaviour</Trans>
        </legend>
        <CheckField
          label={t`Show intro slides`}
          hint={t`Welcome slides before the steps.`}
          control={control}
          name="showIntroSlides"
        />
        <CheckField
          label={t`Allow skipping`}
          hint={t`Users can leave the tour early.`}
          control={control}
          name="settings.allowSkip"
        />
        <CheckField
          label={t`Show progress`}
          hint={t`'Step N of M' with a bar.`}
          control={control}
          name="settings.showProgress"
        />
        <CheckField label={t`Show step numbers`} control={control} name="settings.showStepNumbers" />
        <CheckField
          label={t`Auto-advance`}
          hint={t`Move to the next step by itself.`}
          control={control}
          name="settings.autoAdvance"
        />
        {autoAdvance ? (
          <FormField label={t`Auto-advance delay (ms)`} error={errors.settings?.autoAdvanceDelay?.message}>
            {(c) => (
              <Input
                {...c}
                {...register('settings.autoAdvanceDelay', { valueAsNumber: true })}
                type="number"
                min={500}
                step={500}
              />
            )}
          </FormField>
        ) : null}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold">
          <Trans>Colours</Trans>
        </legend>
        {colors.map(({ name, label }) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <ColorInput
                label={i18n._(label)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                fallback={
                  defaultTourSettings[name.slice('settings.'.length) as keyof typeof defaultTourSettings] as string
                }
              />
            )}
          />
        ))}
      </fieldset>
    </EditorCard>
  );
}
