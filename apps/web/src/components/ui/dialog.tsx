import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type DialogProps = {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  /**
   * Called on Escape or a click outside the dialog. Leave it out for a dialog that needs an answer from one of its
   * buttons: it then stays open.
   */
  onDismiss?: () => void;
  className?: string;
  children: ReactNode;
};

// Above the page's sticky header (z-40) and below the toasts (z-[100]), which stay readable over a dialog.
/* eslint-disable lingui/no-unlocalized-strings -- class names */
const dialogOverlayClass = 'fixed inset-0 z-50 bg-black/60 backdrop-blur-[2px] data-[state=open]:animate-fade-in';

const dialogContentClass = cn(
  'fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4',
  'overflow-y-auto rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xl outline-none',
  'data-[state=open]:animate-fade-in',
);

const dialogTitleClass = 'text-lg font-semibold tracking-tight';
const dialogDescriptionClass = 'text-sm text-muted-foreground';
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * Radix gives focus back to its own Dialog.Trigger when a dialog closes. These dialogs are opened by ordinary
 * buttons elsewhere on the page (a card's Remove, a menu's Delete), so the element that had focus when the dialog
 * opened gets it back instead, if it is still on the page.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (opener.current?.isConnected) {
        event.preventDefault();
        opener.current.focus();
      }
      opener.current = null;
    },
  };
}

/**
 * A modal dialog on Radix: portalled into <body>, the page behind it hidden from assistive technology and not
 * clickable, scrolling locked, focus kept inside while it is open.
 */
export function Dialog({ open, title, description, onDismiss, className, children }: DialogProps) {
  const focus = useReturnFocus();
  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onDismiss?.();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={dialogOverlayClass} />
        <DialogPrimitive.Content
          className={cn(dialogContentClass, className)}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        >
          <div className="grid gap-1.5">
            <DialogPrimitive.Title className={dialogTitleClass}>{title}</DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className={dialogDescriptionClass}>
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

const CANCEL_SLOT = 'alert-dialog-cancel';

/**
 * A dialog that interrupts and needs an answer (role alertdialog): a click outside never closes it, Escape only
 * when `onDismiss` is given (a bank's check cannot be skipped). Focus starts on its AlertDialogCancel, the safe
 * answer; without one, on the dialog itself, so its question is read before any answer is reached.
 */
export function AlertDialog({ open, title, description, onDismiss, className, children }: DialogProps) {
  const focus = useReturnFocus();
  return (
    <AlertDialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onDismiss?.();
      }}
    >
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={dialogOverlayClass} />
        <AlertDialogPrimitive.Content
          className={cn(dialogContentClass, className)}
          onOpenAutoFocus={(event) => {
            focus.onOpenAutoFocus();
            const content = event.currentTarget;
            if (content instanceof HTMLElement && !content.querySelector(`[data-slot="${CANCEL_SLOT}"]`)) {
              event.preventDefault();
              content.focus();
            }
          }}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        >
          <div className="grid gap-1.5">
            <AlertDialogPrimitive.Title className={dialogTitleClass}>{title}</AlertDialogPrimitive.Title>
            {description ? (
              <AlertDialogPrimitive.Description className={dialogDescriptionClass}>
                {description}
              </AlertDialogPrimitive.Description>
            ) : null}
          </div>
          {children}
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}

/** The answer that changes nothing (Keep, Cancel): closes the dialog through `onDismiss`. Use with `asChild`. */
export function AlertDialogCancel(props: ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return <AlertDialogPrimitive.Cancel data-slot={CANCEL_SLOT} {...props} />;
}
