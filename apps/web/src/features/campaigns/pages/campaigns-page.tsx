import { Trans, useLingui } from '@lingui/react/macro';
import { HandHeart, SearchX } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ClearFiltersLink } from '@/components/list/clear-filters-link';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/cn';
import { useCampaigns } from '../api/get-campaigns';
import { CampaignCard, CampaignCardSkeleton, campaignGridClassName } from '../components/campaign-card';
import { CategoryFilter } from '../components/category-filter';
import { SortSelect } from '../components/sort-select';
import { StateMessage } from '@/components/ui/state-message';
import { useListingState } from '../components/use-listing-state';
import { CampaignsLoadError } from '../components/campaigns-load-error';
import {
  hasActiveFilters,
  LISTING_PAGE_SIZE,
  listingSearch,
  pageCount,
  pageWindow,
  resultCountText,
} from '../lib/listing-params';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';

/** `/campaigns`: every active campaign, searchable, by category, sorted and paged; all of it in the URL. */
export function CampaignsPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Campaigns`);
  const [state, update] = useListingState();
  const resultsId = useId();
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useCampaigns(
    {
      category: state.category,
      q: state.q,
      sort: state.sort,
      limit: LISTING_PAGE_SIZE,
      offset: (state.page - 1) * LISTING_PAGE_SIZE,
    },
    { keepPrevious: true },
  );
  const filtered = hasActiveFilters(state);
  const query = state.q;
  const lastPage = data ? pageCount(data.total) : 0;
  const clearFiltersLink = { search: listingSearch({ ...state, q: '', category: 'all', page: 1 }).toString() };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          <Trans>Campaigns</Trans>
        </h1>
        <p className="mt-2 text-muted-foreground">
          <Trans>Find a cause you care about, read its story and give once or monthly.</Trans>
        </p>
      </header>

      <div className="mt-8 grid gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchBox
            value={state.q}
            onSearch={(q) => update({ q }, { replace: true })}
            label={t`Search campaigns`}
            placeholder={t`Search campaigns`}
            inputClassName="h-11"
          />
          <SortSelect value={state.sort} onChange={(sort) => update({ sort })} />
        </div>
        <CategoryFilter value={state.category} onChange={(category) => update({ category })} />
      </div>

      <section aria-labelledby={resultsId} className="mt-8">
        <div className="mb-5 flex min-h-9 flex-wrap items-center justify-between gap-3">
          <h2 id={resultsId} className="text-sm font-semibold text-muted-foreground" aria-live="polite">
            {isPending || isError ? (
              <span className="sr-only">
                <Trans>Campaigns</Trans>
              </span>
            ) : (
              resultCountText(data.total, i18n)
            )}
          </h2>
          {filtered ? <ClearFiltersLink to={clearFiltersLink} compact /> : null}
        </div>

        {isPending ? (
          <div className={campaignGridClassName} role="status" aria-label={t`Loading campaigns`}>
            {Array.from({ length: 6 }, (_, i) => (
              <CampaignCardSkeleton key={i} />
            ))}
          </div>
        ) : isError ? (
          <CampaignsLoadError onRetry={() => void refetch()} retrying={isFetching} />
        ) : data.items.length === 0 ? (
          data.total > 0 ? (
            <StateMessage
              icon={SearchX}
              title={t`No campaigns on this page`}
              description={t`There are only ${lastPage} pages of campaigns.`}
              action={
                <Button asChild>
                  <Link to={{ search: listingSearch({ ...state, page: 1 }).toString() }}>
                    <Trans>Go to the first page</Trans>
                  </Link>
                </Button>
              }
            />
          ) : filtered ? (
            <StateMessage
              icon={SearchX}
              title={t`No campaigns found`}
              description={
                query
                  ? t`No active campaigns match “${query}”. Try other words or another category.`
                  : t`There are no active campaigns in this category right now. Try another category.`
              }
              action={
                <Button asChild>
                  <Link to={clearFiltersLink}>
                    <Trans>Clear filters</Trans>
                  </Link>
                </Button>
              }
            />
          ) : (
            <StateMessage
              icon={HandHeart}
              title={t`No campaigns found`}
              description={t`There are no active campaigns at the moment. Please check back later.`}
            />
          )
        ) : (
          <div className="grid gap-10">
            <ul
              className={cn(campaignGridClassName, 'transition-opacity', isPlaceholderData && 'opacity-60')}
              aria-busy={isPlaceholderData}
            >
              {data.items.map((campaign, index) => (
                <li key={campaign.id}>
                  {/* The first card's picture is the listing's largest paint on a phone: fetched first. */}
                  <CampaignCard campaign={campaign} priority={index === 0} />
                </li>
              ))}
            </ul>
            <Pagination
              label={t`Pagination`}
              page={state.page}
              pageCount={pageCount(data.total)}
              pages={pageWindow(state.page, pageCount(data.total))}
              hrefFor={(page) => ({ search: listingSearch({ ...state, page }).toString() })}
              onNavigate={() => window.scrollTo({ top: 0 })}
            />
          </div>
        )}
      </section>
    </div>
  );
}
