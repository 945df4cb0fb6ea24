import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Compass, Gift } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ListLoadError } from '@/components/ui/query-states';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { useDownloadReceipt } from '@/features/donor-dashboard/api/download-receipt';
import { useDonationHistory } from '@/features/donor-dashboard/api/get-donation-history';
import { historyPageCount } from '@/features/donor-dashboard/lib/donation-display';
import { StateMessage } from '@/components/ui/state-message';
import { DonationTable } from './donation-table';

/** The 'My Donations' tab (spec section 2): the donor's history, 10 a page, with receipts. */
export function DonationHistory() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useDonationHistory(page);
  const receipt = useDownloadReceipt();
  const sectionRef = useRef<HTMLElement>(null);
  const titleId = useId();

  if (isError) {
    return (
      <ListLoadError
        title={t`Failed to load donation history`}
        description={t`Something went wrong while loading your donations. Please check your connection and try again.`}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }

  const total = data?.total ?? 0;
  const pageCount = data ? historyPageCount(data.total, data.pageSize) : 1;
  // Donations can disappear from under a later page (e.g. in another tab); show the last page that exists.
  if (data && !isPlaceholderData && data.items.length === 0 && page > pageCount) setPage(pageCount);

  const goTo = (next: number) => {
    setPage(next);
    // The controls sit under the list: bring the top of the new page into view when it is scrolled away.
    const section = sectionRef.current;
    if (section && section.getBoundingClientRect().top < 0) section.scrollIntoView({ block: 'start' });
  };

  return (
    <section ref={sectionRef} aria-labelledby={titleId} className="grid scroll-mt-20 grid-cols-1 gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={titleId} className="text-lg font-semibold tracking-tight">
          <Trans>Donation history</Trans>
        </h2>
        {total > 0 ? (
          <p className="text-sm text-muted-foreground">
            <Plural value={total} one="# donation" other="# donations" />
          </p>
        ) : null}
      </div>
      <DonationTable
        donations={data?.items ?? []}
        loading={isPending}
        busy={isPlaceholderData}
        // Nothing while a page emptied from under the donor moves back to the last page that exists.
        empty={total > 0 ? null : <NoDonations />}
        downloadingId={receipt.isPending ? receipt.variables : undefined}
        onDownload={(id) => receipt.mutate(id)}
      />
      <Pagination
        label={t`Donation history pages`}
        page={page}
        pageCount={pageCount}
        busy={isPlaceholderData}
        onPageChange={goTo}
      />
    </section>
  );
}

function NoDonations() {
  const { t } = useLingui();
  return (
    <StateMessage
      icon={Gift}
      title={t`No donations yet`}
      description={t`When you give to a campaign, your donations and their receipts will appear here.`}
      action={
        // Not '/': the home page sends a signed-in donor back to this dashboard (spec section 2).
        <Button asChild>
          <Link to="/campaigns">
            <Compass aria-hidden="true" />
            <Trans>Browse campaigns</Trans>
          </Link>
        </Button>
      }
    />
  );
}
