import { useSyncExternalStore, type ReactNode } from 'react';

/** Spec section 9: one toast at a time, removed 3000 ms after it is dismissed. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 3000;

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; the provider's 5000 ms when absent. */
  duration?: number;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

type Listener = () => void;

// A module-level store (shadcn's use-toast pattern) so that `toast()` works from anywhere,
// including mutation callbacks outside React components.
let toasts: ToastItem[] = [];
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string) {
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  toasts.forEach((t) => {
    if (id === undefined || t.id === id) scheduleRemoval(t.id);
  });
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Calls `listener` whenever the toasts change; answers the unsubscribe function. */
export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The toasts now on screen or closing, newest first. */
export const getToasts = (): readonly ToastItem[] => toasts;

export function useToast() {
  const items = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  return { toasts: items, toast, dismiss: dismissToast };
}
