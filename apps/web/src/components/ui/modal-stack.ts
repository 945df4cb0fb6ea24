import { useSyncExternalStore } from 'react';

/**
 * The modal <dialog>s open right now, innermost last. A modal dialog makes everything outside it inert and
 * covers it in the top layer, so the toaster moves into the innermost one while it is open: its messages stay
 * visible, clickable and announced.
 */
let stack: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function pushModal(dialog: HTMLDialogElement): void {
  stack = [...stack.filter((d) => d !== dialog), dialog];
  notify();
}

export function removeModal(dialog: HTMLDialogElement): void {
  if (!stack.includes(dialog)) return;
  stack = stack.filter((d) => d !== dialog);
  notify();
}

export function subscribeToModals(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getInnermostModal(): HTMLDialogElement | null {
  return stack.at(-1) ?? null;
}

/** The innermost open modal dialog, or null. */
export function useInnermostModal(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribeToModals, getInnermostModal, () => null);
}
