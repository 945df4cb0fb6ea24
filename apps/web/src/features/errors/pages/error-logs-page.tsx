import { ERROR_POLL_MS, errorReportMessages, formatDateTime } from '@causeway/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, FilterX, RotateCw, TriangleAlert } from 'lucide-react';
import { useEffect, useEffectEvent, useId } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { StateMessage } from '@/components/ui/state-message';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/cn';
import { useContractLabels } from '@/lib/i18n';
import { useErrorReports } from '../api/get-error-reports';
import { errorKeys } from '../api/query-keys';
import { ErrorListSkeleton } from '../components/error-list-skeleton';
import { ErrorListToolbar } from '../components/error-list-toolbar';
import { ErrorReportCard } from '../components/error-report-card';
import { ErrorStatCards } from '../components/error-stat-cards';
import { errorListSearch, isFiltered, parseErrorListParams, type ErrorListParams } from '../lib/error-list-params';

/** /admin/error-logs (admin spec section 2, Error monitoring): figures and reports, refreshed every 30 s. */
export function ErrorLogsPage() {
  const { t } = useLingui();
  const m = useContractLabels(errorReportMessages);
  useDocumentTitle(t`Error Monitoring`);
  const headingId = useId();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseErrorListParams(searchParams);
  const { data, isPending, isError, isFetching, isPlaceholderData, dataUpdatedAt, refetch } = useErrorReports(params);

  const update = (change: Partial<ErrorListParams>, replace = false) =>
    setSearchParams(errorListSearch({ ...params, ...change }), { replace, preventScrollReset: true });
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // A page emptied by resolving its errors moves back to the last page that exists.
  const emptied = Boolean(data && !isPlaceholderData && data.items.length === 0 && params.page > pageCount);
  const backToLastPage = useEffectEvent(() => update({ page: pageCount }, true));
  useEffect(() => {
    if (emptied) backToLastPage();
  }, [emptied]);

  const clearFilters = (
    <Button variant="outline" onClick={() => setSearchParams({}, { preventScrollReset: true })}>
      <FilterX aria-hidden="true" />
      <Trans>Clear filters</Trans>
    </Button>
  );

  let content;
  if (isError && !data) {
    content = (
      <StateMessage
        tone="error"
        icon={TriangleAlert}
        title={t`Could not load error reports`}
        description={t`Something went wrong while loading the error reports. Please check your connection and try again.`}
        action={
          <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
            <RotateCw className={isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  } else if (isPending) {
    content = <ErrorListSkeleton />;
  } else if (data.total === 0) {
    content = isFiltered(params) ? (
      <StateMessage
        icon={FilterX}
        title={m.emptyTitle}
        description={t`No error reports match these filters.`}
        action={clearFilters}
      />
    ) : (
      <StateMessage icon={CheckCircle2} title={m.emptyTitle} description={m.emptyDescription} />
    );
  } else {
    content = (
      <div className="grid grid-cols-1 gap-4">
        <ul
          aria-busy={isPlaceholderData}
          className={cn('grid grid-cols-1 gap-3 transition-opacity', isPlaceholderData && 'opacity-60')}
        >
          {data.items.map((report) => (
            <li key={report.id}>
              <ErrorReportCard report={report} now={dataUpdatedAt} />
            </li>
          ))}
        </ul>
        <Pagination
          label={t`Error report pages`}
          page={params.page}
          pageCount={pageCount}
          busy={isPlaceholderData}
          onPageChange={(page) => update({ page })}
        />
      </div>
    );
  }

  const seconds = ERROR_POLL_MS / 1000;
  const updatedAt = dataUpdatedAt ? formatDateTime(dataUpdatedAt, { timeStyle: 'medium' }) : '';
  const total = data?.total ?? 0;

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-primary-soft-foreground">
            <Trans>Admin Panel</Trans>
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">
            <Trans>Error Monitoring</Trans>
          </h1>
          <p className="mt-2 text-muted-foreground">
            <Trans>Monitor and track application errors in real-time</Trans>
          </p>
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <Button
            variant="outline"
            onClick={() => void queryClient.invalidateQueries({ queryKey: errorKeys.all })}
            disabled={isFetching}
          >
            <RotateCw className={isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            <Trans>Refresh</Trans>
          </Button>
          <p className="text-xs text-muted-foreground">
            {dataUpdatedAt
              ? t`Refreshes every ${seconds} seconds · updated ${updatedAt}`
              : t`Refreshes every ${seconds} seconds`}
          </p>
        </div>
      </header>

      <ErrorStatCards />

      <section aria-labelledby={headingId} className="grid grid-cols-1 gap-4">
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div>
            <h2 id={headingId} className="text-xl font-semibold tracking-tight">
              <Trans>Recent Error Reports</Trans>
            </h2>
            <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
              {data
                ? t`${plural(total, {
                    one: '# error, latest first; identical reports are grouped.',
                    other: '# errors, latest first; identical reports are grouped.',
                  })}`
                : t`Latest first; identical reports are grouped.`}
            </p>
          </div>
          <ErrorListToolbar params={params} onChange={(change) => update(change)} />
        </div>
        {content}
      </section>
    </div>
  );
}
