import { useId, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormCheckbox, type FormCheckboxProps } from '@/components/ui/form-checkbox';

/** A checkbox with its label and an optional line of explanation, for the editor's on/off options. */
export function CheckField<T extends FieldValues, TOutput = T>({
  label,
  hint,
  ...props
}: FormCheckboxProps<T, TOutput> & { label: ReactNode; hint?: ReactNode }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <FormCheckbox id={id} className="mt-0.5" aria-describedby={hint ? `${id}-hint` : undefined} {...props} />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium leading-5">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
