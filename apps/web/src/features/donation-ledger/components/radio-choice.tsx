import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';

type RadioChoiceProps = {
  /** The form's registration of the radio group's field. */
  input: UseFormRegisterReturn;
  value: string;
  checked: boolean;
  disabled?: boolean | undefined;
  label: string;
  /** A line under the label: what the choice means here (an amount, an address). */
  detail: string;
};

/** One answer of a dialog's radio question (how much to refund, where to send a receipt), as a bordered row. */
export function RadioChoice({ input, value, checked, disabled, label, detail }: RadioChoiceProps) {
  return (
    <label
      className={cn(
        'flex items-center gap-3 rounded-lg border border-border p-3 text-sm transition-colors',
        'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
        disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
        checked && 'border-primary bg-primary/5',
      )}
    >
      <input type="radio" value={value} disabled={disabled} className="size-4 accent-primary" {...input} />
      <span className="grid min-w-0">
        <span className="font-medium">{label}</span>
        <span className="break-words text-muted-foreground">{detail}</span>
      </span>
    </label>
  );
}
