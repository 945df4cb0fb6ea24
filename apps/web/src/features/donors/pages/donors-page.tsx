import { useLingui } from '@lingui/react/macro';
import { SearchX, Users } from 'lucide-react';
import { AdminListHeader } from '@/components/list/admin-list-header';
import { ClearFiltersLink } from '@/components/list/clear-filters-link';
import { ListLoadError } from '@/components/ui/query-states';
import { ListResults } from '@/components/list/list-results';
import { PastEndMessage } from '@/components/list/past-end-message';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
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

/** `/admin/donors` (admin spec section 2): every donor, searchable, filtered and paged, all of it in the URL. */
export function AdminDonorsPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Donors`);
  const [state, update] = useDonorListState();
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useDonors(state);
  const filtered = hasDonorFilters(state);
  const clearFilters = { search: donorListSearch({ q: '', filter: 'all', page: 1 }).toString() };

  let results;
  if (isError)
    results = (
      <ListLoadError
        title={t`Failed to load donors`}
        description={t`Something went wrong while loading the donor list. Please check your connection and try again.`}
        onRetry={() => void refetch()}
        retrying={isFetching}
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
                title={t`No donors found`}
                description={
                  filtered
                    ? t`No donor matches this search and filter. Try other words, or clear the filters to see everyone.`
                    : t`Donors appear here after their first completed donation.`
                }
                action={filtered ? <ClearFiltersLink to={clearFilters} /> : undefined}
              />
            ) : (
              <PastEndMessage
                title={t`No donors on this page`}
                firstPage={{ search: donorListSearch({ ...state, page: 1 }).toString() }}
              />
            )
          }
        />
        {data?.items.length ? (
          <Pagination
            label={t`Donor list pages`}
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
      <AdminListHeader
        title={t`Donors`}
        description={t`Everyone who has given, registered or as a guest, with the highest total donated first.`}
      />

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox
          value={state.q}
          onSearch={(q) => update({ q }, { replace: true })}
          label={t`Search donors`}
          placeholder={t`Search by name, e-mail or username`}
          inputClassName="h-11"
        />
        <DonorFilterSelect value={state.filter} onChange={(filter) => update({ filter })} />
      </div>

      <ListResults
        name={t`Donors`}
        countText={isPending || isError ? null : donorCountText(data.total, i18n)}
        clearFilters={filtered && data && data.total > 0 ? clearFilters : null}
      >
        {results}
      </ListResults>
    </div>
  );
}
