import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { pushModal, removeModal } from './modal-stack';

type DialogProps = {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  /**
   * Called when the donor presses Escape. Leave it out for a dialog that needs an answer from one of its
   * buttons (e.g. a bank's check): Escape then does nothing.
   */
  onDismiss?: () => void;
  /** 'alertdialog' for a dialog that interrupts and needs an answer. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  children: ReactNode;
};

/**
 * A modal on the browser's own <dialog>: it sits in the top layer, the page behind it is inert, focus moves in
 * when it opens and back to where it was when it closes.
 */
export function Dialog({ open, title, description, onDismiss, role = 'dialog', className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (open) pushModal(dialog);
    else removeModal(dialog);
  }, [open]);

  // A dialog unmounted while open (its page went away) leaves the stack too.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog) removeModal(dialog);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss?.();
      }}
      className={cn(
        'm-auto w-[calc(100%-2rem)] max-w-md rounded-xl border border-border bg-card p-0 text-card-foreground shadow-xl',
        'backdrop:bg-black/60 backdrop:backdrop-blur-[2px] open:animate-fade-in',
        className,
      )}
    >
      {open ? (
        <div className="grid gap-4 p-6">
          <div className="grid gap-1.5">
            <h2 id={titleId} className="text-lg font-semibold tracking-tight">
              {title}
            </h2>
            {description ? (
              <div id={descriptionId} className="text-sm text-muted-foreground">
                {description}
              </div>
            ) : null}
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
