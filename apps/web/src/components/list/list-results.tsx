import { useId, type ReactNode } from 'react';
import type { To } from 'react-router';
import { ClearFiltersLink } from './clear-filters-link';

type ListResultsProps = {
  /** The heading while the count is unknown (loading, failed), for screen readers only: 'Donations'. */
  name: string;
  /** '17 donations'; null while the list loads or when it failed. */
  countText: string | null;
  /** 'Clear filters' beside the count, for a filtered list with results; null for none. */
  clearFilters: To | null;
  children: ReactNode;
};

/**
 * The results of an admin list under a heading that says how many there are; the heading is a live region, so a
 * screen reader hears the new count after a search or a filter.
 */
export function ListResults({ name, countText, clearFilters, children }: ListResultsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <div className="mb-4 flex min-h-9 flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-sm font-semibold text-muted-foreground" aria-live="polite">
          {countText ?? <span className="sr-only">{name}</span>}
        </h2>
        {clearFilters ? <ClearFiltersLink to={clearFilters} compact /> : null}
      </div>
      {children}
    </section>
  );
}
