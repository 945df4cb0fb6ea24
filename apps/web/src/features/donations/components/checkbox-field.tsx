import { useId, type ComponentProps, type ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  description?: ReactNode;
};

/** A checkbox with its label and an explanation read along with it. */
export function CheckboxField({ label, description, ...props }: CheckboxFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="flex items-start gap-3">
      <Checkbox id={id} aria-describedby={description ? descriptionId : undefined} className="mt-0.5" {...props} />
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
