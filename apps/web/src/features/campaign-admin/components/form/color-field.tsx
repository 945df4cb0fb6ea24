import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Controller, type FieldPath } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { CampaignFormValues } from '@/features/campaign-admin/lib/campaign-form';
import type { CampaignForm } from './form-types';

type ColorFieldProps = {
  form: CampaignForm;
  name: Extract<FieldPath<CampaignFormValues>, `embed${string}Color`>;
  label: string;
  /** What the widget uses while the field is empty. */
  fallback: string;
};

/** '#abc' as the picker needs it ('#aabbcc'); anything else shows the fallback in the picker. */
function pickerValue(value: string, fallback: string): string {
  const hex = value.trim();
  if (/^#[0-9a-f]{6}$/i.test(hex)) return hex.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(hex)) return `#${[...hex.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return fallback.toLowerCase();
}

/** A colour as a hex code, typed or picked with the browser's colour picker; both edit the same value. */
export function ColorField({ form, name, label, fallback }: ColorFieldProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-hex`}>{label}</Label>
          <div className="flex gap-2">
            <input
              type="color"
              aria-label={t`${label} picker`}
              value={pickerValue(field.value, fallback)}
              onChange={(event) => field.onChange(event.target.value.toUpperCase())}
              className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-input bg-card p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
            <Input
              id={`${id}-hex`}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={fallback}
              maxLength={7}
              spellCheck={false}
              autoComplete="off"
              className="font-mono uppercase"
              aria-invalid={Boolean(fieldState.error)}
              aria-describedby={fieldState.error ? `${id}-error` : undefined}
            />
          </div>
          {fieldState.error ? (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
              {fieldState.error.message}
            </p>
          ) : null}
        </div>
      )}
    />
  );
}
