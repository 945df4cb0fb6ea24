import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type PageLinksProps = {
  /** The navigation's accessible name, e.g. 'Pagination' or 'Donor list pages'. */
  label: string;
  page: number;
  pageCount: number;
  /** The numbered pages to offer, `null` for a gap ('…'). */
  pages: readonly (number | null)[];
  /** The query string of a page's URL. */
  search: (page: number) => string;
  /** After following a link (e.g. back to the top of a long listing). */
  onNavigate?: () => void;
};

/**
 * Pages of a list whose page is in the URL, as real links (`?page=2`): they can be opened in a new tab or shared.
 * Previous and Next at the ends are shown but inert (aria-disabled), so the row does not shift.
 */
export function PageLinks({ label, page, pageCount, pages, search, onNavigate }: PageLinksProps) {
  if (pageCount <= 1) return null;
  const to = (target: number) => ({ search: search(target) });
  const edge = (target: number, name: string, children: ReactNode, off: boolean) =>
    off ? (
      <span aria-disabled="true" className={cn(buttonClassName('ghost', 'default'), 'pointer-events-none opacity-50')}>
        {children}
      </span>
    ) : (
      <Link to={to(target)} onClick={onNavigate} aria-label={name} className={buttonClassName('ghost', 'default')}>
        {children}
      </Link>
    );

  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1">
      {edge(
        page - 1,
        'Previous page',
        <>
          <ChevronLeft aria-hidden="true" />
          <span className="max-sm:sr-only">Previous</span>
        </>,
        page <= 1,
      )}
      <ul className="flex items-center gap-1">
        {pages.map((target, i) =>
          target === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={target}>
              <Link
                to={to(target)}
                onClick={onNavigate}
                aria-label={`Page ${target}`}
                aria-current={target === page ? 'page' : undefined}
                className={cn(buttonClassName(target === page ? 'default' : 'ghost', 'icon'), 'size-10 tabular-nums')}
              >
                {target}
              </Link>
            </li>
          ),
        )}
      </ul>
      {edge(
        page + 1,
        'Next page',
        <>
          <span className="max-sm:sr-only">Next</span>
          <ChevronRight aria-hidden="true" />
        </>,
        page >= pageCount,
      )}
    </nav>
  );
}
