import type { ReactNode } from 'react';
import { Button } from './button';
import { AlertDialog, AlertDialogCancel } from './dialog';
import { SubmitButton } from './submit-button';

type ConfirmActionsProps = {
  /** The answer that changes nothing ('Keep card', 'Cancel'); it has the focus when the dialog opens. */
  keepLabel: string;
  /** The request is running: both answers wait for it, and the confirmation shows `busyLabel`. */
  busy: boolean;
  busyLabel: string;
  /** The confirmation cannot be given yet (e.g. a typed confirmation does not match). */
  disabled?: boolean;
  /** The confirmation, a destructive submit button of the form the actions end. */
  children: ReactNode;
};

/** The two answers of an alert dialog's form: keep things as they are, or go ahead with a destructive action. */
export function ConfirmActions({ keepLabel, busy, busyLabel, disabled, children }: ConfirmActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <AlertDialogCancel asChild>
        <Button variant="outline" disabled={busy}>
          {keepLabel}
        </Button>
      </AlertDialogCancel>
      <SubmitButton variant="destructive" busy={busy} busyLabel={busyLabel} disabled={disabled}>
        {children}
      </SubmitButton>
    </div>
  );
}

type ConfirmDialogProps<T> = {
  /** What is asked about (the card, the campaign); null keeps the dialog closed. */
  subject: T | null;
  title: string;
  description: (subject: T) => ReactNode;
  /** What is lost for good, in a box of its own above the answers. */
  warning?: (subject: T) => ReactNode;
  keepLabel: string;
  confirmLabel: string;
  busy: boolean;
  busyLabel: string;
  onConfirm: (subject: T) => void;
  onClose: () => void;
};

/**
 * Asks once more before a destructive action on one thing (delete, remove, cancel for good), naming it. While the
 * request runs the dialog cannot be dismissed and a second confirmation sends nothing.
 */
export function ConfirmDialog<T>({
  subject,
  title,
  description,
  warning,
  keepLabel,
  confirmLabel,
  busy,
  busyLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps<T>) {
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <AlertDialog
      open={subject !== null}
      title={title}
      description={subject !== null ? description(subject) : null}
      onDismiss={close}
    >
      {subject !== null ? (
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) onConfirm(subject);
          }}
        >
          {warning ? (
            <p className="rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm">{warning(subject)}</p>
          ) : null}
          <ConfirmActions keepLabel={keepLabel} busy={busy} busyLabel={busyLabel}>
            {confirmLabel}
          </ConfirmActions>
        </form>
      ) : null}
    </AlertDialog>
  );
}
