import { Trans, useLingui } from '@lingui/react/macro';
import { HandCoins, Plus, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { AdminListHeader } from '@/components/list/admin-list-header';
import { ClearFiltersLink } from '@/components/list/clear-filters-link';
import { ListLoadError } from '@/components/ui/query-states';
import { ListResults } from '@/components/list/list-results';
import { PastEndMessage } from '@/components/list/past-end-message';
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
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Donations`);
  const [state, update] = useUrlListState(ledgerListCodec);
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useLedger(state);
  const filtered = hasLedgerFilters(state);
  const clearFilters = { search: ledgerListSearch({ ...emptyLedgerList, sort: state.sort }).toString() };

  let results;
  if (isError)
    results = (
      <ListLoadError
        title={t`Failed to load donations`}
        description={t`Something went wrong while loading the donations. Please check your connection and try again.`}
        onRetry={() => void refetch()}
        retrying={isFetching}
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
                title={t`No donations found`}
                description={
                  filtered
                    ? t`No donation matches this search and these filters. Try other words, or clear the filters.`
                    : t`Donations appear here as soon as a donor starts one, or an offline gift is recorded.`
                }
                action={filtered ? <ClearFiltersLink to={clearFilters} /> : undefined}
              />
            ) : (
              <PastEndMessage
                title={t`No donations on this page`}
                firstPage={{ search: ledgerListSearch({ ...state, page: 1 }).toString() }}
              />
            )
          }
        />
        {data?.items.length ? (
          <Pagination
            label={t`Donation list pages`}
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
      <AdminListHeader
        title={t`Donations`}
        description={t`Every donation of every status, from donors and guests, online or recorded offline, newest first.`}
        actions={
          <>
            <Button asChild>
              <Link to="/admin/donations/new-offline">
                <Plus aria-hidden="true" />
                <Trans>Record offline gift</Trans>
              </Link>
            </Button>
            <ExportMenu state={state} />
          </>
        }
      />

      <div className="mt-8 grid gap-4">
        <SearchBox
          value={state.q}
          onSearch={(q, typing) => update({ q }, { replace: typing })}
          label={t`Search donations`}
          placeholder={t`Search by donor name, e-mail, receipt number or payment intent id`}
          inputClassName="h-11"
        />
        <LedgerFilters state={state} onChange={update} />
      </div>

      <ListResults
        name={t`Donations`}
        countText={isPending || isError ? null : ledgerCountText(data.total, i18n)}
        clearFilters={filtered && data && data.total > 0 ? clearFilters : null}
      >
        {results}
      </ListResults>
    </div>
  );
}
