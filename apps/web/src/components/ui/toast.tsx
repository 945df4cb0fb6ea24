import { useLingui } from '@lingui/react/macro';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import type { ToastVariant } from './use-toast';

export const ToastProvider = ToastPrimitive.Provider;

/**
 * Toasts stay usable over a modal dialog: they sit above its overlay (z-[100] against z-50), the viewport is a
 * Radix branch, so a click on a toast does not dismiss the dialog, and `aria-live` keeps the viewport out of the
 * `aria-hidden` a modal dialog puts on the rest of the page (aria-hidden's hideOthers leaves live regions and
 * their ancestors alone). "off" because Radix announces each toast through its own live region.
 */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      aria-live="off"
      className={cn(
        'fixed inset-x-0 bottom-0 z-[100] flex max-h-screen flex-col-reverse gap-2 p-4 outline-none sm:inset-x-auto sm:inset-e-0 sm:w-full sm:max-w-sm',
        className,
      )}
      {...props}
    />
  );
}

const variantClass: Record<ToastVariant, string> = {
  /* eslint-disable lingui/no-unlocalized-strings -- class names */
  default: 'border-border bg-card text-card-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
  /* eslint-enable lingui/no-unlocalized-strings */
};

// pointer-events with `!`: a modal dialog opened after this toast turns pointer events off on the layers below it,
// this toast included.
export function Toast({
  className,
  variant = 'default',
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) {
  return (
    <ToastPrimitive.Root
      className={cn(
        'group pointer-events-auto! relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-xl border p-4 pe-10 shadow-lg',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
        'data-[swipe=end]:animate-toast-out',
        variantClass[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm', className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  const { t } = useLingui();
  return (
    <ToastPrimitive.Close
      aria-label={t`Close`}
      className={cn(
        'absolute inset-e-2 top-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100',
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}
