import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { donorListSearch, pageButtons, type DonorListState } from '../lib/donor-list-params';

type DonorPaginationProps = { state: DonorListState; pageCount: number };

/** Pages as real links (`?page=2`), with Previous, Next and at most 5 numbered pages (admin spec section 9). */
export function DonorPagination({ state, pageCount }: DonorPaginationProps) {
  if (pageCount <= 1) return null;
  const href = (page: number) => ({ search: donorListSearch({ ...state, page }).toString() });
  const current = state.page;
  const edge = (page: number, label: string, children: ReactNode, off: boolean) =>
    off ? (
      <span aria-disabled="true" className={cn(buttonClassName('outline', 'sm'), 'pointer-events-none opacity-50')}>
        {children}
      </span>
    ) : (
      <Link to={href(page)} aria-label={label} className={buttonClassName('outline', 'sm')}>
        {children}
      </Link>
    );

  return (
    <nav aria-label="Donor list pages" className="flex flex-wrap items-center justify-center gap-2">
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
        {pageButtons(current, pageCount).map((page) => (
          <li key={page}>
            <Link
              to={href(page)}
              aria-label={`Page ${page}`}
              aria-current={page === current ? 'page' : undefined}
              className={cn(buttonClassName(page === current ? 'default' : 'ghost', 'icon'), 'size-9 tabular-nums')}
            >
              {page}
            </Link>
          </li>
        ))}
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
