import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * Why a form's request failed, inside the form next to its buttons: role alert, so it is announced as it appears,
 * and the form stays filled in for another try.
 */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}
