import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import type { ReactNode } from 'react';
import { useContractText } from '@/lib/i18n';
import { dismissToast, useToast } from './use-toast';

/** Spec section 9: 5000 ms default duration, 50 px swipe threshold, F8 moves focus to the toasts. */
export const TOAST_DURATION = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ['F8'];

export function Toaster() {
  const { toasts } = useToast();
  // A toast's words may come from the contracts (the API's messages, 'Message Sent!'): in the page's language.
  const contractText = useContractText();
  const inLanguage = (text: ReactNode) => (typeof text === 'string' ? contractText(text) : text);
  return (
    <ToastProvider duration={TOAST_DURATION} swipeThreshold={TOAST_SWIPE_THRESHOLD} swipeDirection="right">
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{inLanguage(title)}</ToastTitle>
            {description ? <ToastDescription>{inLanguage(description)}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={TOAST_HOTKEY} />
    </ToastProvider>
  );
}
