import { RotateCw, SearchX, TriangleAlert, Users, X } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { StateMessage } from '@/components/ui/state-message';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useDonors } from '../api/get-donors';
import { DonorFilterSelect } from '../components/donor-filter-select';
import { DonorTable } from '../components/donor-table';
import { useDonorListState } from '../components/use-donor-list-state';
import {
  donorCountText,
  donorListSearch,
  donorPageCount,
  hasDonorFilters,
  pageButtons,
} from '../lib/donor-list-params';
import { SearchBox } from '@/components/ui/search-box';

/** `/admin/donors` (admin spec section 2): every donor, searchable, filtered and paged, all of it in the URL. */
export function AdminDonorsPage() {
  useDocumentTitle('Donors');
  const [state, update] = useDonorListState();
  const resultsId = useId();
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useDonors(state);
  const filtered = hasDonorFilters(state);
  const clearFilters = { search: donorListSearch({ q: '', filter: 'all', page: 1 }).toString() };

  const clearButton = (
    <Button asChild variant="outline">
      <Link to={clearFilters}>
        <X aria-hidden="true" />
        Clear filters
      </Link>
    </Button>
  );

  let results;
  if (isError)
    results = (
      <StateMessage
        tone="error"
        icon={TriangleAlert}
        title="Failed to load donors"
        description="Something went wrong while loading the donor list. Please check your connection and try again."
        action={
          <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
            <RotateCw className={isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            Try Again
          </Button>
        }
      />
    );
  else {
    const pageCount = donorPageCount(data?.total ?? 0);
    results = (
      <div className="grid grid-cols-1 gap-6">
        <DonorTable
          donors={data?.items ?? []}
          loading={isPending}
          busy={isPlaceholderData}
          empty={
            data?.total === 0 ? (
              <StateMessage
                icon={filtered ? SearchX : Users}
                title="No donors found"
                description={
                  filtered
                    ? 'No donor matches this search and filter. Try other words, or clear the filters to see everyone.'
                    : 'Donors appear here after their first completed donation.'
                }
                action={filtered ? clearButton : undefined}
              />
            ) : (
              // A page number past the end (an old link, or donors that moved to another filter).
              <StateMessage
                icon={SearchX}
                title="No donors on this page"
                description="This page is past the end of the list."
                action={
                  <Button asChild variant="outline">
                    <Link to={{ search: donorListSearch({ ...state, page: 1 }).toString() }}>Go to the first page</Link>
                  </Button>
                }
              />
            )
          }
        />
        {data?.items.length ? (
          <Pagination
            label="Donor list pages"
            page={state.page}
            pageCount={pageCount}
            pages={pageButtons(state.page, pageCount)}
            hrefFor={(page) => ({ search: donorListSearch({ ...state, page }).toString() })}
          />
        ) : null}
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold text-primary-soft-foreground">Admin Panel</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">Donors</h1>
        <p className="mt-2 text-muted-foreground">
          Everyone who has given, registered or as a guest, with the highest total donated first.
        </p>
      </header>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox
          value={state.q}
          onSearch={(q) => update({ q }, { replace: true })}
          label="Search donors"
          placeholder="Search by name, e-mail or username"
          inputClassName="h-11"
        />
        <DonorFilterSelect value={state.filter} onChange={(filter) => update({ filter })} />
      </div>

      <section aria-labelledby={resultsId} className="mt-6">
        <div className="mb-4 flex min-h-9 flex-wrap items-center justify-between gap-3">
          <h2 id={resultsId} className="text-sm font-semibold text-muted-foreground" aria-live="polite">
            {isPending || isError ? <span className="sr-only">Donors</span> : donorCountText(data.total)}
          </h2>
          {filtered && data && data.total > 0 ? (
            <Button asChild variant="ghost" size="sm">
              <Link to={clearFilters}>
                <X aria-hidden="true" />
                Clear filters
              </Link>
            </Button>
          ) : null}
        </div>
        {results}
      </section>
    </div>
  );
}
