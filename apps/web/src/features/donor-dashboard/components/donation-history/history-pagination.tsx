import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

type HistoryPaginationProps = {
  page: number;
  pageCount: number;
  /** The next page is on its way: moving on again waits for it. */
  busy: boolean;
  onPageChange: (page: number) => void;
};

export function HistoryPagination({ page, pageCount, busy, onPageChange }: HistoryPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Donation history pages" className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1 || busy}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <Button variant="outline" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= pageCount || busy}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
