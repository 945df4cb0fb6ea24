import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { listingSearch, pageWindow, type ListingState } from '../lib/listing-params';

type ListingPaginationProps = { state: ListingState; pageCount: number };

const toTop = () => window.scrollTo({ top: 0 });

/** Pages as real links (`?page=2`), so they can be opened in a new tab or shared. */
export function ListingPagination({ state, pageCount }: ListingPaginationProps) {
  if (pageCount <= 1) return null;
  const href = (page: number) => ({ search: listingSearch({ ...state, page }).toString() });
  const current = state.page;
  const edge = (page: number, label: string, children: ReactNode, disabled: boolean) =>
    disabled ? (
      <span aria-disabled="true" className={cn(buttonClassName('ghost', 'default'), 'pointer-events-none opacity-50')}>
        {children}
      </span>
    ) : (
      <Link to={href(page)} onClick={toTop} aria-label={label} className={buttonClassName('ghost', 'default')}>
        {children}
      </Link>
    );

  return (
    <nav aria-label="Pagination" className="flex items-center justify-center gap-1">
      {edge(
        current - 1,
        'Previous page',
        <>
          <ChevronLeft aria-hidden="true" />
          <span className="max-sm:sr-only">Previous</span>
        </>,
        current <= 1,
      )}
      <ul className="flex items-center gap-1">
        {pageWindow(current, pageCount).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={href(page)}
                onClick={toTop}
                aria-label={`Page ${page}`}
                aria-current={page === current ? 'page' : undefined}
                className={cn(buttonClassName(page === current ? 'default' : 'ghost', 'icon'), 'size-10')}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ul>
      {edge(
        current + 1,
        'Next page',
        <>
          <span className="max-sm:sr-only">Next</span>
          <ChevronRight aria-hidden="true" />
        </>,
        current >= pageCount,
      )}
    </nav>
  );
}
