import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useContractText } from '@/lib/i18n';

type ChoiceGroupProps = {
  legend: ReactNode;
  /** Hide the legend visually; it is still read with every choice. */
  hideLegend?: boolean;
  legendClassName?: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** Classes of the box that lays the choices out (e.g. a grid). */
  choicesClassName?: string;
  children: ReactNode;
};

/**
 * A set of radio buttons (or checkboxes) under one legend. The native inputs give the keyboard behaviour of a
 * radio group for free (Tab to the group, arrows between choices); the message is tied to the group.
 */
export function ChoiceGroup({
  legend,
  hideLegend = false,
  legendClassName,
  error,
  hint,
  className,
  choicesClassName,
  children,
}: ChoiceGroupProps) {
  const id = useId();
  // The message is often a zod one from the contracts: in the page's language, as FormField shows its own.
  const contractText = useContractText();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? messageId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={cn('grid min-w-0 gap-2', className)} aria-describedby={describedBy}>
      <legend
        className={cn(
          'mb-2 text-sm font-medium leading-none text-foreground',
          legendClassName,
          hideLegend && 'sr-only',
        )}
      >
        {legend}
      </legend>
      <div className={choicesClassName}>{children}</div>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={messageId} role="alert" className="text-sm font-medium text-destructive">
          {contractText(error)}
        </p>
      ) : null}
    </fieldset>
  );
}

type ChoiceCardProps = Omit<ComponentProps<'input'>, 'children'> & {
  label: ReactNode;
  description?: ReactNode;
  /** Shown before the label, e.g. an icon. */
  icon?: ReactNode;
  /** Classes of the visible card. */
  className?: string;
};

/**
 * One choice drawn as a selectable card: a transparent native radio (default) or checkbox laid over the card,
 * so clicking anywhere on the card selects it and the focus ring shows on the card.
 */
export function ChoiceCard({ label, description, icon, className, type = 'radio', ...props }: ChoiceCardProps) {
  return (
    <label
      className={cn(
        'relative flex cursor-pointer items-center gap-3 rounded-lg border border-input bg-card px-4 py-3 text-sm shadow-xs transition-colors',
        'hover:border-primary/60 hover:bg-accent/60',
        'has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:checked]:text-primary-soft-foreground has-[:checked]:ring-1 has-[:checked]:ring-primary',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
        className,
      )}
    >
      {/* Transparent over the whole card: the card is the control's hit area for pointers and for tests. */}
      <input
        type={type}
        className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
        {...props}
      />
      {icon}
      <span className="grid min-w-0 gap-0.5">
        <span className="font-semibold">{label}</span>
        {description ? <span className="text-xs font-normal text-muted-foreground">{description}</span> : null}
      </span>
    </label>
  );
}
