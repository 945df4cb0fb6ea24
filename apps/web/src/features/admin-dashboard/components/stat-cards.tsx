import type { AdminDashboardStats, CurrencyFigures } from '@causeway/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { HandCoins, Megaphone, Receipt, UserPlus, type LucideIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCurrency, formatNumber } from '@/lib/format';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { GrowthNote } from './growth-note';
import { RetryNotice } from '@/components/ui/retry-notice';

type Figure = {
  label: MessageDescriptor;
  icon: LucideIcon;
  value: (stats: AdminDashboardStats) => string;
  /** The same figure in each other currency money was raised in, listed under the value (issue 26). */
  others?: (stats: AdminDashboardStats) => string[];
  /** The growth shown under the value; figures without one carry a hint instead. */
  growth?: (stats: AdminDashboardStats) => number | null;
  hint?: MessageDescriptor;
};

/** Each other currency's figure, formatted in that currency; never added to the headline one. */
const inOtherCurrencies =
  (pick: (figures: CurrencyFigures) => number, wholeDollars: boolean) => (stats: AdminDashboardStats) =>
    stats.otherCurrencies.map((other) => formatCurrency(pick(other), { wholeDollars, currency: other.currency }));

// Admin spec section 3: growth exists for money raised, campaigns and donors, not for the average gift.
const figures: Figure[] = [
  {
    label: msg`Total Raised`,
    icon: HandCoins,
    value: (s) => formatCurrency(s.totalRaised, { wholeDollars: true, currency: s.currency }),
    others: inOtherCurrencies((o) => o.totalRaised, true),
    growth: (s) => s.monthlyGrowth.totalRaised,
  },
  {
    label: msg`Active Campaigns`,
    icon: Megaphone,
    value: (s) => formatNumber(s.activeCampaigns),
    growth: (s) => s.monthlyGrowth.campaigns,
  },
  {
    label: msg`New Donors`,
    icon: UserPlus,
    value: (s) => formatNumber(s.newDonors),
    growth: (s) => s.monthlyGrowth.donors,
  },
  {
    label: msg`Average Donation`,
    icon: Receipt,
    value: (s) => formatCurrency(s.averageDonation, { currency: s.currency }),
    others: inOtherCurrencies((o) => o.averageDonation, false),
    hint: msg`Per completed donation`,
  },
];

/**
 * The overview's four figures (admin spec section 2). Money is in the organization's default currency; the money
 * raised in other currencies is listed under it ('Also €1,200 · ¥50,000'), each in its own (issue 26).
 */
export function StatCards() {
  const { t, i18n } = useLingui();
  const { data, isPending, isError, isFetching, refetch } = useDashboardStats();

  const alsoIn = (amounts: string[]) => {
    const otherAmounts = amounts.join(' · ');
    return t`Also ${otherAmounts}`;
  };

  if (isError) {
    return (
      <RetryNotice message={t`The figures could not be loaded.`} onRetry={() => void refetch()} retrying={isFetching} />
    );
  }

  return (
    <section aria-label={t`Key figures`} aria-busy={isPending}>
      {/* Two a row on phones (icons from the small breakpoint up), four on wide screens. */}
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {figures.map(({ label, icon: Icon, value, others, growth, hint }) => (
          <div key={label.id} className="flex flex-col rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
            <dt className="flex items-center justify-between gap-3 text-sm font-medium text-muted-foreground">
              {i18n._(label)}
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground max-sm:hidden">
                <Icon className="size-4.5" aria-hidden="true" />
              </span>
            </dt>
            <dd className="mt-2 text-xl font-bold tracking-tight break-words tabular-nums text-foreground sm:text-3xl">
              {isPending ? <Skeleton className="h-7 w-24 sm:h-9 sm:w-28" /> : value(data)}
            </dd>
            {!isPending && others && data.otherCurrencies.length > 0 && (
              <dd className="mt-1 text-xs font-medium break-words tabular-nums text-muted-foreground">
                {alsoIn(others(data))}
              </dd>
            )}
            <dd className="mt-2">
              {isPending ? (
                <Skeleton className="h-4 w-full max-w-36" />
              ) : growth ? (
                <GrowthNote percent={growth(data)} />
              ) : (
                <p className="text-xs text-muted-foreground">{hint && i18n._(hint)}</p>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
