import { useId, type ComponentProps, type ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';

/** A checkbox with its label and an optional line of explanation, for the editor's on/off options. */
export function CheckField({
  label,
  hint,
  ...input
}: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; hint?: ReactNode }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Checkbox id={id} className="mt-0.5" aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
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
