import { useId, type ReactNode } from 'react';
import { useContractText } from '@/lib/i18n';
import { Label } from './label';

type FormFieldProps = {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Receives the ids the control must carry so the label and message are announced with it. */
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
};

/** A labelled control with its hint or its error; an error from the contracts' schemas shows in the page's language. */
export function FormField({ label, error, hint, children }: FormFieldProps) {
  const contractText = useContractText();
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = error ? messageId : hint ? hintId : undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={messageId} role="alert" className="text-sm font-medium text-destructive">
          {contractText(error)}
        </p>
      ) : null}
    </div>
  );
}
