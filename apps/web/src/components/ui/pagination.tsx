import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** A list paged in the URL (`?page=2`) gets real links: they open in a new tab and can be shared. */
type LinkPaging = {
  hrefFor: (page: number) => To;
  /** After following a link (e.g. back to the top of a long listing). */
  onNavigate?: () => void;
  onPageChange?: never;
  busy?: never;
};

/** A list paged in component state (or one that must run code on a move) gets buttons. */
type ButtonPaging = {
  onPageChange: (page: number) => void;
  /** The next page is on its way: Previous and Next wait for it, so a double click does not skip a page. */
  busy?: boolean;
  hrefFor?: never;
  onNavigate?: never;
};

type PaginationProps = (LinkPaging | ButtonPaging) & {
  /** The navigation's accessible name, e.g. 'Pagination' or 'Donor list pages'. */
  label: string;
  page: number;
  pageCount: number;
  /** The numbered pages to offer, `null` for a gap ('…'); without them the row reads 'Page n of m'. */
  pages?: readonly (number | null)[];
};

type ControlProps = {
  paging: LinkPaging | ButtonPaging;
  target: number;
  /** Shown but inert: at the ends the row does not shift, and a button keeps keyboard focus (unlike `disabled`). */
  off?: boolean;
  className: string;
  label: string;
  current?: boolean;
  children: ReactNode;
};

function PageControl({ paging, target, off = false, className, label, current, children }: ControlProps) {
  const shared = { 'aria-label': label, 'aria-current': current ? ('page' as const) : undefined };
  if (paging.hrefFor === undefined) {
    const { onPageChange } = paging;
    return (
      <button
        type="button"
        {...shared}
        aria-disabled={off || undefined}
        className={cn(className, 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50')}
        onClick={() => {
          if (!off) onPageChange(target);
        }}
      >
        {children}
      </button>
    );
  }
  if (off) {
    return (
      <span role="link" aria-disabled="true" {...shared} className={cn(className, 'pointer-events-none opacity-50')}>
        {children}
      </span>
    );
  }
  return (
    <Link to={paging.hrefFor(target)} onClick={paging.onNavigate} {...shared} className={className}>
      {children}
    </Link>
  );
}

/** Previous, the numbered pages (or 'Page n of m') and Next, for every paged list. Nothing for a single page. */
export function Pagination({ label, page, pageCount, pages, ...paging }: PaginationProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  const numbered = pages !== undefined;
  const edge = numbered ? buttonClassName('ghost', 'default') : buttonClassName('outline', 'sm');
  // Beside the numbers a phone has room for the arrows only; the words stay for screen readers.
  const word = numbered ? 'max-sm:sr-only' : undefined;
  const busy = paging.busy ?? false;

  return (
    <nav
      aria-label={label}
      className={cn('flex items-center gap-1', numbered ? 'flex-wrap justify-center' : 'justify-between gap-3')}
    >
      <PageControl paging={paging} target={page - 1} off={page <= 1 || busy} className={edge} label={t`Previous page`}>
        <ChevronLeft aria-hidden="true" />
        <span className={word}>
          <Trans>Previous</Trans>
        </span>
      </PageControl>
      {numbered ? (
        <ul className="flex items-center gap-1">
          {pages.map((target, i) =>
            target === null ? (
              <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted-foreground">
                …
              </li>
            ) : (
              <li key={target}>
                <PageControl
                  paging={paging}
                  target={target}
                  label={t`Page ${target}`}
                  current={target === page}
                  className={cn(buttonClassName(target === page ? 'default' : 'ghost', 'icon'), 'tabular-nums')}
                >
                  {target}
                </PageControl>
              </li>
            ),
          )}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          <Trans>
            Page {page} of {pageCount}
          </Trans>
        </p>
      )}
      <PageControl
        paging={paging}
        target={page + 1}
        off={page >= pageCount || busy}
        className={edge}
        label={t`Next page`}
      >
        <span className={word}>
          <Trans>Next</Trans>
        </span>
        <ChevronRight aria-hidden="true" />
      </PageControl>
    </nav>
  );
}
