import { stepActions, stepPlacements } from '@causeway/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { CheckField } from './check-field';
import { ItemToolbar } from './item-toolbar';
import type { TourForm } from './tour-form-types';

const actionLabels: Record<(typeof stepActions)[number], MessageDescriptor> = {
  next: msg`Go to the next step`,
  close: msg`Close the tour`,
  redirect: msg`Open a page`,
};
const placementLabels: Record<(typeof stepPlacements)[number], MessageDescriptor> = {
  top: msg`Top`,
  bottom: msg`Bottom`,
  left: msg`Left`,
  right: msg`Right`,
  center: msg`Center`,
};

type StepFieldsProps = {
  form: TourForm;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
};

export function StepFields({ form, index, count, onMove, onRemove }: StepFieldsProps) {
  const { t, i18n } = useLingui();
  const { register, control } = form;
  const errors = form.formState.errors.steps?.[index];
  const number = index + 1;
  const name = t`Step ${number}`;
  const action = useWatch({ control, name: `steps.${index}.action` });

  return (
    <fieldset className="grid gap-4 rounded-lg border border-border bg-background/60 p-4">
      <legend className="sr-only">{name}</legend>
      <ItemToolbar name={name} index={index} count={count} onMove={onMove} onRemove={onRemove} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t`Step ID`} error={errors?.stepId?.message}>
          {(c) => <Input {...c} {...register(`steps.${index}.stepId`)} maxLength={100} className="font-mono" />}
        </FormField>
        <FormField label={t`Step title`} error={errors?.title?.message}>
          {(c) => <Input {...c} {...register(`steps.${index}.title`)} maxLength={200} />}
        </FormField>
      </div>
      <FormField label={t`Step content (HTML)`} error={errors?.content?.message}>
        {(c) => <Textarea {...c} {...register(`steps.${index}.content`)} rows={3} className="font-mono text-xs" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={t`Target (CSS selector)`} error={errors?.target?.message} hint={t`Empty: the page body.`}>
          {(c) => <Input {...c} {...register(`steps.${index}.target`)} className="font-mono" placeholder="body" />}
        </FormField>
        <FormField label={t`Placement`} error={errors?.placement?.message}>
          {(c) => (
            <NativeSelect {...c} {...register(`steps.${index}.placement`)}>
              {stepPlacements.map((p) => (
                <option key={p} value={p}>
                  {i18n._(placementLabels[p])}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label={t`Action`} error={errors?.action?.message}>
          {(c) => (
            <NativeSelect {...c} {...register(`steps.${index}.action`)}>
              {stepActions.map((a) => (
                <option key={a} value={a}>
                  {i18n._(actionLabels[a])}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      {action === 'redirect' ? (
        <FormField
          label={t`Redirect URL`}
          error={errors?.redirectUrl?.message}
          hint={t`A path on this site, e.g. /campaigns`}
        >
          {(c) => <Input {...c} {...register(`steps.${index}.redirectUrl`)} placeholder="/campaigns" />}
        </FormField>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t`Delay before showing (ms)`} error={errors?.delay?.message}>
          {(c) => (
            <Input
              {...c}
              {...register(`steps.${index}.delay`, { valueAsNumber: true })}
              type="number"
              min={0}
              step={100}
            />
          )}
        </FormField>
        <FormField label={t`Spotlight padding (px)`} error={errors?.spotlightPadding?.message}>
          {(c) => (
            <Input
              {...c}
              {...register(`steps.${index}.spotlightPadding`, { valueAsNumber: true })}
              type="number"
              min={0}
              max={100}
            />
          )}
        </FormField>
      </div>
      <div className="flex flex-wrap gap-5">
        <CheckField label={t`Next button`} control={control} name={`steps.${index}.showNext`} />
        <CheckField label={t`Back button`} control={control} name={`steps.${index}.showBack`} />
        <CheckField label={t`Skip button`} control={control} name={`steps.${index}.showSkip`} />
        <CheckField label={t`No beacon (open at once)`} control={control} name={`steps.${index}.disableBeacon`} />
      </div>
    </fieldset>
  );
}
