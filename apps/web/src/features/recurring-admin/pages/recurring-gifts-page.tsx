import type { AdminRecurring } from '@causeway/contracts';
import { Repeat, RotateCw, SearchX, TriangleAlert, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { StateMessage } from '@/components/ui/state-message';
import { pageButtons } from '@/features/donors';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUrlListState } from '@/hooks/use-url-list-state';
import { useRecurringGifts } from '../api/get-recurring-gifts';
import { CancelGiftDialog } from '../components/cancel-gift-dialog';
import { RecurringFilters } from '../components/recurring-filters';
import { RecurringTable } from '../components/recurring-table';
import {
  emptyRecurringList,
  hasRecurringFilters,
  recurringCountText,
  recurringListCodec,
  recurringListSearch,
  recurringPageCount,
} from '../lib/recurring-list-params';

/** `/admin/recurring` (issue 23, item 5): every recurring gift, found, filtered and cancelled for its donor. */
export function RecurringGiftsPage() {
  useDocumentTitle('Recurring gifts');
  const [state, update] = useUrlListState(recurringListCodec);
  const [cancelling, setCancelling] = useState<AdminRecurring | null>(null);
  const resultsId = useId();
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useRecurringGifts(state);
  const filtered = hasRecurringFilters(state);
  const clearFilters = { search: recurringListSearch({ ...emptyRecurringList, sort: state.sort }).toString() };

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
        title="Failed to load recurring gifts"
        description="Something went wrong while loading the recurring gifts. Please check your connection and try again."
        action={
          <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
            <RotateCw className={isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            Try Again
          </Button>
        }
      />
    );
  else {
    const pageCount = recurringPageCount(data?.total ?? 0);
    results = (
      <div className="grid grid-cols-1 gap-6">
        <RecurringTable
          gifts={data?.items ?? []}
          loading={isPending}
          busy={isPlaceholderData}
          sort={state.sort}
          onSortChange={(sort) => update({ sort })}
          onCancel={setCancelling}
          empty={
            data?.total === 0 ? (
              <StateMessage
                icon={filtered ? SearchX : Repeat}
                title="No recurring gifts found"
                description={
                  filtered
                    ? 'No recurring gift matches this search and these filters. Try other words, or clear the filters.'
                    : 'Monthly, quarterly and yearly gifts appear here once a donor sets one up.'
                }
                action={filtered ? clearButton : undefined}
              />
            ) : (
              <StateMessage
                icon={SearchX}
                title="No recurring gifts on this page"
                description="This page is past the end of the list."
                action={
                  <Button asChild variant="outline">
                    <Link to={{ search: recurringListSearch({ ...state, page: 1 }).toString() }}>
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
            label="Recurring gift pages"
            page={state.page}
            pageCount={pageCount}
            pages={pageButtons(state.page, pageCount)}
            hrefFor={(page) => ({ search: recurringListSearch({ ...state, page }).toString() })}
          />
        ) : null}
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold text-primary-soft-foreground">Admin Panel</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">Recurring gifts</h1>
        <p className="mt-2 text-muted-foreground">
          Every monthly, quarterly and yearly gift, with its next charge and card. Cancel one on a donor’s behalf.
        </p>
      </header>

      <div className="mt-8 grid gap-3">
        <SearchBox
          value={state.q}
          onSearch={(q, typing) => update({ q }, { replace: typing })}
          label="Search recurring gifts"
          placeholder="Search by donor name or e-mail"
          inputClassName="h-11"
        />
        <RecurringFilters state={state} onChange={update} />
      </div>

      <section aria-labelledby={resultsId} className="mt-6">
        <div className="mb-4 flex min-h-9 flex-wrap items-center justify-between gap-3">
          <h2 id={resultsId} className="text-sm font-semibold text-muted-foreground" aria-live="polite">
            {isPending || isError ? <span className="sr-only">Recurring gifts</span> : recurringCountText(data.total)}
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
      <CancelGiftDialog gift={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}
