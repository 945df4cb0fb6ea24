import { useId, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormCheckbox, type FormCheckboxProps } from '@/components/ui/form-checkbox';
import { cn } from '@/lib/cn';

type SettingsCheckboxProps<T extends FieldValues, TOutput> = FormCheckboxProps<T, TOutput> & {
  label: ReactNode;
  description: ReactNode;
};

/** A checkbox with its label and an explanation read along with it; dimmed as a whole when disabled. */
export function SettingsCheckbox<T extends FieldValues, TOutput = T>({
  label,
  description,
  disabled,
  ...props
}: SettingsCheckboxProps<T, TOutput>) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={cn('flex items-start gap-3', disabled && 'opacity-60')}>
      <FormCheckbox id={id} aria-describedby={descriptionId} className="mt-0.5" disabled={disabled} {...props} />
      <div className="grid gap-1">
        <label htmlFor={id} className={cn('text-sm font-medium leading-snug', !disabled && 'cursor-pointer')}>
          {label}
        </label>
        <p id={descriptionId} className="text-xs leading-relaxed text-muted-foreground">
          {description}
        </p>
      </div>
    </div>
  );
}
