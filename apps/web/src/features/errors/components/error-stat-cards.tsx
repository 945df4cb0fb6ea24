import type { ErrorStats } from '@causeway/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Bug, CircleAlert, Clock, History, OctagonAlert, TriangleAlert, type LucideIcon } from 'lucide-react';
import { RetryNotice } from '@/components/ui/retry-notice';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { useErrorStats } from '../api/get-error-stats';

// Admin spec section 2: six cards, in this order and with these labels.
const figures: { label: MessageDescriptor; key: keyof ErrorStats; icon: LucideIcon; hint: MessageDescriptor }[] = [
  { label: msg`Total Errors`, key: 'total', icon: Bug, hint: msg`Open, all levels` },
  { label: msg`Critical`, key: 'critical', icon: OctagonAlert, hint: msg`Payments, database, 5xx` },
  { label: msg`Errors`, key: 'errors', icon: CircleAlert, hint: msg`Bugs in the pages` },
  { label: msg`Warnings`, key: 'warnings', icon: TriangleAlert, hint: msg`Network and sessions` },
  { label: msg`Last Hour`, key: 'lastHour', icon: Clock, hint: msg`Seen in the last hour` },
  { label: msg`Last 24h`, key: 'lastDay', icon: History, hint: msg`Seen in the last 24 hours` },
];

export function ErrorStatCards() {
  const { t, i18n } = useLingui();
  const { data, isPending, isError, isFetching, refetch } = useErrorStats();

  if (isError && !data) {
    return (
      <RetryNotice
        message={t`The error figures could not be loaded.`}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }

  return (
    <section aria-label={t`Error figures`} aria-busy={isPending}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-6">
        {figures.map(({ label, key, icon: Icon, hint }) => (
          <div key={key} className="flex flex-col rounded-xl border border-border bg-card p-4 shadow-sm">
            <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
              {i18n._(label)}
              <Icon className="size-4 shrink-0" aria-hidden="true" />
            </dt>
            <dd className="mt-2 text-2xl font-bold tracking-tight tabular-nums text-foreground sm:text-3xl">
              {isPending ? <Skeleton className="h-8 w-12" /> : formatNumber(data[key])}
            </dd>
            <dd className="mt-1 text-xs text-muted-foreground">{i18n._(hint)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
