import type { DonorStats as DonorStatsData } from '@causeway/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { HandCoins, HeartHandshake, Repeat, RotateCw, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCurrency, formatNumber } from '@/lib/format';
import { useDonorStats } from '../api/get-donor-stats';

const figures: {
  key: string;
  label: MessageDescriptor;
  hint: MessageDescriptor;
  icon: LucideIcon;
  value: (stats: DonorStatsData) => ReactNode;
}[] = [
  {
    key: 'total',
    label: msg`Total Donated`,
    hint: msg`Across all completed donations`,
    icon: HandCoins,
    value: (s) => <CurrencyTotals stats={s} />,
  },
  {
    key: 'recurring',
    label: msg`Active Recurring`,
    hint: msg`Recurring gifts now running`,
    icon: Repeat,
    value: (s) => formatNumber(s.activeDonations),
  },
  {
    key: 'campaigns',
    label: msg`Campaigns Supported`,
    hint: msg`Causes you have given to`,
    icon: HeartHandshake,
    value: (s) => formatNumber(s.campaignsSupported),
  },
];

/**
 * What the donor gave, one line per currency (issue 26: never converted nor added across currencies), the first
 * as the figure, the others beneath it. Before any gift: zero in the site's currency.
 */
function CurrencyTotals({ stats }: { stats: DonorStatsData }) {
  const [first, ...others] = stats.totals;
  if (!first) return formatCurrency(stats.totalDonated, { currency: stats.currency });
  return (
    <>
      <span className="block">{formatCurrency(first.total, { currency: first.currency })}</span>
      {others.map(({ currency, total }) => (
        <span key={currency} className="block text-base font-semibold sm:text-lg">
          {formatCurrency(total, { currency })}
        </span>
      ))}
    </>
  );
}

/** Spec section 2: the donor's totalDonated (per currency), activeDonations and campaignsSupported. */
export function DonorStats() {
  const { t, i18n } = useLingui();
  const { data, isPending, isError, isFetching, refetch } = useDonorStats();

  if (isError) {
    return (
      <div
        role="alert"
        aria-label={t`Your giving summary`}
        data-tour="giving-summary"
        className="flex flex-col items-start gap-3 rounded-xl border border-border bg-card p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="font-medium text-destructive">
          <Trans>Your giving summary could not be loaded.</Trans>
        </p>
        <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
          <RotateCw className={isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }

  return (
    <section aria-label={t`Your giving summary`} data-tour="giving-summary" aria-busy={isPending}>
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map(({ key, label, hint, icon: Icon, value }) => (
          <div
            key={key}
            // Phones get one compact row per figure (label left, value right); wider screens get cards.
            className="flex items-center justify-between gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:block sm:p-5"
          >
            <dt className="flex items-center gap-3 text-sm font-medium text-muted-foreground">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
                <Icon className="size-4.5" aria-hidden="true" />
              </span>
              {i18n._(label)}
            </dt>
            <dd className="text-2xl font-bold tracking-tight text-foreground sm:mt-4 sm:text-3xl">
              {isPending ? <Skeleton className="h-8 w-24 sm:h-9 sm:w-28" /> : value(data)}
            </dd>
            <dd className="mt-1 text-xs text-muted-foreground max-sm:hidden">{i18n._(hint)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
