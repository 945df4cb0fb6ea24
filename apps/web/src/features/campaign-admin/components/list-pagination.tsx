import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type ListPaginationProps = {
  page: number;
  pageCount: number;
  /** The next page is on its way: moving on again waits for it. */
  busy: boolean;
  onPageChange: (page: number) => void;
};

/** aria-disabled rather than disabled at the ends: a disabled button would drop the keyboard focus. */
function PageButton(props: {
  target: number;
  off: boolean;
  onPageChange: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-disabled={props.off}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
      onClick={() => {
        if (!props.off) props.onPageChange(props.target);
      }}
    >
      {props.children}
    </Button>
  );
}

export function ListPagination({ page, pageCount, busy, onPageChange }: ListPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Campaign list pages" className="flex items-center justify-between gap-3">
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
