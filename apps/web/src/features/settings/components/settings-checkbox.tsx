import { useId, type ComponentProps, type ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';

type SettingsCheckboxProps = Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; description: ReactNode };

/** A checkbox with its label and an explanation read along with it; dimmed as a whole when disabled. */
export function SettingsCheckbox({ label, description, disabled, ...props }: SettingsCheckboxProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={cn('flex items-start gap-3', disabled && 'opacity-60')}>
      <Checkbox id={id} aria-describedby={descriptionId} className="mt-0.5" disabled={disabled} {...props} />
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
