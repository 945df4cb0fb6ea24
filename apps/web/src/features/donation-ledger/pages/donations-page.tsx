import { HandCoins, Plus, RotateCw, SearchX, TriangleAlert, X } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { StateMessage } from '@/components/ui/state-message';
import { pageButtons } from '@/features/donors';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUrlListState } from '@/hooks/use-url-list-state';
import { useLedger } from '../api/get-ledger';
import { ExportMenu } from '../components/export-menu';
import { LedgerFilters } from '../components/ledger-filters';
import { LedgerTable } from '../components/ledger-table';
import {
  emptyLedgerList,
  hasLedgerFilters,
  ledgerCountText,
  ledgerListCodec,
  ledgerListSearch,
  ledgerPageCount,
  sortOf,
  sortState,
} from '../lib/ledger-list-params';

/**
 * `/admin/donations`: every donation of every status, guests and donors, either provider or offline; searched,
 * filtered, sorted and paged, all of it in the URL, and exported as CSV with the same filter.
 */
export function AdminDonationsPage() {
  useDocumentTitle('Donations');
  const [state, update] = useUrlListState(ledgerListCodec);
  const resultsId = useId();
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useLedger(state);
  const filtered = hasLedgerFilters(state);
  const clearFilters = { search: ledgerListSearch({ ...emptyLedgerList, sort: state.sort }).toString() };

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
        title="Failed to load donations"
        description="Something went wrong while loading the donations. Please check your connection and try again."
        action={
          <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
            <RotateCw className={isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            Try Again
          </Button>
        }
      />
    );
  else {
    const pageCount = ledgerPageCount(data?.total ?? 0);
    results = (
      <div className="grid grid-cols-1 gap-6">
        <LedgerTable
          donations={data?.items ?? []}
          loading={isPending}
          busy={isPlaceholderData}
          sort={sortState(state.sort)}
          onSortChange={(sort) => update({ sort: sortOf(sort) })}
          empty={
            data?.total === 0 ? (
              <StateMessage
                icon={filtered ? SearchX : HandCoins}
                title="No donations found"
                description={
                  filtered
                    ? 'No donation matches this search and these filters. Try other words, or clear the filters.'
                    : 'Donations appear here as soon as a donor starts one, or an offline gift is recorded.'
                }
                action={filtered ? clearButton : undefined}
              />
            ) : (
              // A page number past the end (an old link, or donations that moved to another filter).
              <StateMessage
                icon={SearchX}
                title="No donations on this page"
                description="This page is past the end of the list."
                action={
                  <Button asChild variant="outline">
                    <Link to={{ search: ledgerListSearch({ ...state, page: 1 }).toString() }}>
                      Go to the first page
                    </Link>
                  </Button>
                }
              />
            )
          }
        />
        {data?.items.length ? (
          <Pagination
            label="Donation list pages"
            page={state.page}
            pageCount={pageCount}
            pages={pageButtons(state.page, pageCount)}
            hrefFor={(page) => ({ search: ledgerListSearch({ ...state, page }).toString() })}
          />
        ) : null}
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold text-primary-soft-foreground">Admin Panel</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">Donations</h1>
          <p className="mt-2 text-muted-foreground">
            Every donation of every status, from donors and guests, online or recorded offline, newest first.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to="/admin/donations/new-offline">
              <Plus aria-hidden="true" />
              Record offline gift
            </Link>
          </Button>
          <ExportMenu state={state} />
        </div>
      </header>

      <div className="mt-8 grid gap-4">
        <SearchBox
          value={state.q}
          onSearch={(q, typing) => update({ q }, { replace: typing })}
          label="Search donations"
          placeholder="Search by donor name, e-mail, receipt number or payment intent id"
          inputClassName="h-11"
        />
        <LedgerFilters state={state} onChange={update} />
      </div>

      <section aria-labelledby={resultsId} className="mt-6">
        <div className="mb-4 flex min-h-9 flex-wrap items-center justify-between gap-3">
          <h2 id={resultsId} className="text-sm font-semibold text-muted-foreground" aria-live="polite">
            {isPending || isError ? <span className="sr-only">Donations</span> : ledgerCountText(data.total)}
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
