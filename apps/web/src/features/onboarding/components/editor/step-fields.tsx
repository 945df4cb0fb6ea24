import { stepActions, stepPlacements } from '@causeway/contracts';
import { useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { CheckField } from './check-field';
import { ItemToolbar } from './item-toolbar';
import type { TourForm } from './tour-form-types';

const actionLabels: Record<(typeof stepActions)[number], string> = {
  next: 'Go to the next step',
  close: 'Close the tour',
  redirect: 'Open a page',
};

type StepFieldsProps = {
  form: TourForm;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
};

export function StepFields({ form, index, count, onMove, onRemove }: StepFieldsProps) {
  const { register, control } = form;
  const errors = form.formState.errors.steps?.[index];
  const name = `Step ${index + 1}`;
  const action = useWatch({ control, name: `steps.${index}.action` });

  return (
    <fieldset className="grid gap-4 rounded-lg border border-border bg-background/60 p-4">
      <legend className="sr-only">{name}</legend>
      <ItemToolbar name={name} index={index} count={count} onMove={onMove} onRemove={onRemove} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Step ID" error={errors?.stepId?.message}>
          {(c) => <Input {...c} {...register(`steps.${index}.stepId`)} maxLength={100} className="font-mono" />}
        </FormField>
        <FormField label="Step title" error={errors?.title?.message}>
          {(c) => <Input {...c} {...register(`steps.${index}.title`)} maxLength={200} />}
        </FormField>
      </div>
      <FormField label="Step content (HTML)" error={errors?.content?.message}>
        {(c) => <Textarea {...c} {...register(`steps.${index}.content`)} rows={3} className="font-mono text-xs" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Target (CSS selector)" error={errors?.target?.message} hint="Empty: the page body.">
          {(c) => <Input {...c} {...register(`steps.${index}.target`)} className="font-mono" placeholder="body" />}
        </FormField>
        <FormField label="Placement" error={errors?.placement?.message}>
          {(c) => (
            <NativeSelect {...c} {...register(`steps.${index}.placement`)}>
              {stepPlacements.map((p) => (
                <option key={p} value={p}>
                  {p[0]!.toUpperCase() + p.slice(1)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Action" error={errors?.action?.message}>
          {(c) => (
            <NativeSelect {...c} {...register(`steps.${index}.action`)}>
              {stepActions.map((a) => (
                <option key={a} value={a}>
                  {actionLabels[a]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      {action === 'redirect' ? (
        <FormField
          label="Redirect URL"
          error={errors?.redirectUrl?.message}
          hint="A path on this site, e.g. /campaigns"
        >
          {(c) => <Input {...c} {...register(`steps.${index}.redirectUrl`)} placeholder="/campaigns" />}
        </FormField>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Delay before showing (ms)" error={errors?.delay?.message}>
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
        <FormField label="Spotlight padding (px)" error={errors?.spotlightPadding?.message}>
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
        <CheckField label="Next button" control={control} name={`steps.${index}.showNext`} />
        <CheckField label="Back button" control={control} name={`steps.${index}.showBack`} />
        <CheckField label="Skip button" control={control} name={`steps.${index}.showSkip`} />
        <CheckField label="No beacon (open at once)" control={control} name={`steps.${index}.disableBeacon`} />
      </div>
    </fieldset>
  );
}
