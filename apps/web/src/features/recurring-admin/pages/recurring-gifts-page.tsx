import type { AdminRecurring } from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { Repeat, SearchX } from 'lucide-react';
import { useState } from 'react';
import { AdminListHeader } from '@/components/list/admin-list-header';
import { ClearFiltersLink } from '@/components/list/clear-filters-link';
import { ListLoadError } from '@/components/ui/query-states';
import { ListResults } from '@/components/list/list-results';
import { PastEndMessage } from '@/components/list/past-end-message';
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
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Recurring gifts`);
  const [state, update] = useUrlListState(recurringListCodec);
  const [cancelling, setCancelling] = useState<AdminRecurring | null>(null);
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useRecurringGifts(state);
  const filtered = hasRecurringFilters(state);
  const clearFilters = { search: recurringListSearch({ ...emptyRecurringList, sort: state.sort }).toString() };

  let results;
  if (isError)
    results = (
      <ListLoadError
        title={t`Failed to load recurring gifts`}
        description={t`Something went wrong while loading the recurring gifts. Please check your connection and try again.`}
        onRetry={() => void refetch()}
        retrying={isFetching}
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
                title={t`No recurring gifts found`}
                description={
                  filtered
                    ? t`No recurring gift matches this search and these filters. Try other words, or clear the filters.`
                    : t`Monthly, quarterly and yearly gifts appear here once a donor sets one up.`
                }
                action={filtered ? <ClearFiltersLink to={clearFilters} /> : undefined}
              />
            ) : (
              <PastEndMessage
                title={t`No recurring gifts on this page`}
                firstPage={{ search: recurringListSearch({ ...state, page: 1 }).toString() }}
              />
            )
          }
        />
        {data?.items.length ? (
          <Pagination
            label={t`Recurring gift pages`}
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
      <AdminListHeader
        title={t`Recurring gifts`}
        description={t`Every monthly, quarterly and yearly gift, with its next charge and card. Cancel one on a donor’s behalf.`}
      />

      <div className="mt-8 grid gap-3">
        <SearchBox
          value={state.q}
          onSearch={(q, typing) => update({ q }, { replace: typing })}
          label={t`Search recurring gifts`}
          placeholder={t`Search by donor name or e-mail`}
          inputClassName="h-11"
        />
        <RecurringFilters state={state} onChange={update} />
      </div>

      <ListResults
        name={t`Recurring gifts`}
        countText={isPending || isError ? null : recurringCountText(data.total, i18n)}
        clearFilters={filtered && data && data.total > 0 ? clearFilters : null}
      >
        {results}
      </ListResults>
      <CancelGiftDialog gift={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}
