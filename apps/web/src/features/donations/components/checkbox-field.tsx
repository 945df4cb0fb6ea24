import { useId, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormCheckbox, type FormCheckboxProps } from '@/components/ui/form-checkbox';

type CheckboxFieldProps<T extends FieldValues, TOutput> = FormCheckboxProps<T, TOutput> & {
  label: ReactNode;
  description?: ReactNode;
};

/** A checkbox with its label and an explanation read along with it. */
export function CheckboxField<T extends FieldValues, TOutput = T>({
  label,
  description,
  ...props
}: CheckboxFieldProps<T, TOutput>) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="flex items-start gap-3">
      <FormCheckbox id={id} aria-describedby={description ? descriptionId : undefined} className="mt-0.5" {...props} />
      <div className="grid gap-1">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium leading-snug">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="text-xs leading-relaxed text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
