import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

type PagerProps = {
  /** The navigation's accessible name, e.g. 'Donation history pages'. */
  label: string;
  page: number;
  pageCount: number;
  /** The next page is on its way: moving on again waits for it. */
  busy: boolean;
  onPageChange: (page: number) => void;
};

/**
 * Previous and Next are marked aria-disabled rather than disabled at the ends and while a page loads: a disabled
 * button drops keyboard focus, so pressing Next onto the last page would lose the reader's place.
 */
function PageButton({
  target,
  off,
  onPageChange,
  children,
}: {
  target: number;
  off: boolean;
  onPageChange: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-disabled={off}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
      onClick={() => {
        if (!off) onPageChange(target);
      }}
    >
      {children}
    </Button>
  );
}

/** Previous / 'Page n of m' / Next for lists paged on the server (donation history, admin campaign list). */
export function Pager({ label, page, pageCount, busy, onPageChange }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <PageButton target={page - 1} off={page <= 1 || busy} onPageChange={onPageChange}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </PageButton>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <PageButton target={page + 1} off={page >= pageCount || busy} onPageChange={onPageChange}>
        Next
        <ChevronRight aria-hidden="true" />
      </PageButton>
    </nav>
  );
}
