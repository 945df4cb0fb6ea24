import type { ErrorStats } from '@causeway/contracts';
import { Bug, CircleAlert, Clock, History, OctagonAlert, TriangleAlert, type LucideIcon } from 'lucide-react';
import { RetryNotice } from '@/components/ui/retry-notice';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { useErrorStats } from '../api/get-error-stats';

// Admin spec section 2: six cards, in this order and with these labels.
const figures: { label: string; key: keyof ErrorStats; icon: LucideIcon; hint: string }[] = [
  { label: 'Total Errors', key: 'total', icon: Bug, hint: 'Open, all levels' },
  { label: 'Critical', key: 'critical', icon: OctagonAlert, hint: 'Payments, database, 5xx' },
  { label: 'Errors', key: 'errors', icon: CircleAlert, hint: 'Bugs in the pages' },
  { label: 'Warnings', key: 'warnings', icon: TriangleAlert, hint: 'Network and sessions' },
  { label: 'Last Hour', key: 'lastHour', icon: Clock, hint: 'Seen in the last hour' },
  { label: 'Last 24h', key: 'lastDay', icon: History, hint: 'Seen in the last 24 hours' },
];

export function ErrorStatCards() {
  const { data, isPending, isError, isFetching, refetch } = useErrorStats();

  if (isError && !data) {
    return (
      <RetryNotice
        message="The error figures could not be loaded."
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }

  return (
    <section aria-label="Error figures" aria-busy={isPending}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-6">
        {figures.map(({ label, key, icon: Icon, hint }) => (
          <div key={key} className="flex flex-col rounded-xl border border-border bg-card p-4 shadow-sm">
            <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
              {label}
              <Icon className="size-4 shrink-0" aria-hidden="true" />
            </dt>
            <dd className="mt-2 text-2xl font-bold tracking-tight tabular-nums text-foreground sm:text-3xl">
              {isPending ? <Skeleton className="h-8 w-12" /> : formatNumber(data[key])}
            </dd>
            <dd className="mt-1 text-xs text-muted-foreground">{hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
