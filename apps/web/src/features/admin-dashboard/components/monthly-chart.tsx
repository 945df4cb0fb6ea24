import type { MonthlyTotals } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatCurrency } from '@/lib/format';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { useMonthlyTotals } from '../api/get-monthly-totals';
import { chartCaption, chartSummary, formatAxisAmount, monthLabels, niceCeiling } from '../lib/monthly-chart';
import { RetryNotice } from '@/components/ui/retry-notice';

const GRIDLINES = 4;
// The bars' drawing space: stretched to the box (preserveAspectRatio="none"), so only proportions matter.
const WIDTH = 1200;
const HEIGHT = 100;
const BAR_SHARE = 0.6;

/** Bars drawn in SVG; the month and amount labels are HTML around it, so they keep their size on any screen. */
function Bars({ months, currency }: { months: MonthlyTotals; currency: string }) {
  const top = niceCeiling(Math.max(0, ...months.map((m) => m.amount)));
  const slot = WIDTH / Math.max(1, months.length);
  const ticks = Array.from({ length: GRIDLINES + 1 }, (_, i) => (top / GRIDLINES) * (GRIDLINES - i));

  return (
    <div className="flex gap-2">
      <div className="flex h-48 flex-col justify-between text-end text-[11px] tabular-nums text-muted-foreground sm:h-56">
        {ticks.map((tick) => (
          <span key={tick} className="-my-1.5 leading-3">
            {formatAxisAmount(tick, currency)}
          </span>
        ))}
      </div>
      <div className="min-w-0 flex-1">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="block h-48 w-full overflow-visible sm:h-56"
          aria-hidden="true"
          focusable="false"
        >
          {ticks.map((tick) => {
            const y = HEIGHT - (tick / top) * HEIGHT;
            return (
              <line
                key={tick}
                x1={0}
                x2={WIDTH}
                y1={y}
                y2={y}
                className={tick === 0 ? 'stroke-border' : 'stroke-border/70'}
                strokeDasharray={tick === 0 ? undefined : '4 4'}
                vectorEffect="non-scaling-stroke"
              />
            );
          })}
          {months.map((m, i) => {
            const height = (Math.max(0, m.amount) / top) * HEIGHT;
            return (
              <rect
                key={m.month}
                x={i * slot + (slot * (1 - BAR_SHARE)) / 2}
                y={HEIGHT - height}
                width={slot * BAR_SHARE}
                height={height}
                className="fill-primary"
              >
                <title>{`${monthLabels(m.month).long}: ${formatCurrency(m.amount, { wholeDollars: true, currency })}`}</title>
              </rect>
            );
          })}
        </svg>
        <div
          className="mt-2 grid text-center text-[11px] text-muted-foreground"
          style={{ gridTemplateColumns: `repeat(${Math.max(1, months.length)}, minmax(0, 1fr))` }}
        >
          {months.map((m, i) => (
            // Phones have room for every other name; counted from the end, so the current month keeps its own.
            <span
              key={m.month}
              className={cn('whitespace-nowrap', (months.length - 1 - i) % 2 === 1 && 'max-sm:invisible')}
            >
              {monthLabels(m.month).short}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}

/** Money raised per month over the last 12 months; screen readers get a summary and the figures as a table. */
export function MonthlyChart() {
  const { t, i18n } = useLingui();
  const monthly = useMonthlyTotals();
  // The months' currency and whether others exist come with the overview's figures (one request for both cards).
  const stats = useDashboardStats();
  const titleId = useId();
  const isError = monthly.isError || stats.isError;
  const retry = () => {
    if (monthly.isError) void monthly.refetch();
    if (stats.isError) void stats.refetch();
  };

  return (
    <Card aria-labelledby={titleId} role="region">
      <CardHeader className="pb-4">
        <CardTitle id={titleId} className="text-lg">
          <Trans>Money raised</Trans>
        </CardTitle>
        <CardDescription>{chartCaption(i18n, stats.data)}</CardDescription>
      </CardHeader>
      <CardContent>
        {isError ? (
          <RetryNotice
            message={t`The monthly totals could not be loaded.`}
            onRetry={retry}
            retrying={monthly.isFetching || stats.isFetching}
          />
        ) : monthly.isPending || stats.isPending ? (
          <Skeleton className="h-56 w-full sm:h-64" />
        ) : (
          <>
            <div role="img" aria-label={chartSummary(monthly.data, stats.data.currency, i18n)}>
              <Bars months={monthly.data} currency={stats.data.currency} />
            </div>
            <table className="sr-only">
              <caption>
                <Trans>Money raised per month</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Month</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Amount raised</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {monthly.data.map((m) => (
                  <tr key={m.month}>
                    <th scope="row">{monthLabels(m.month).long}</th>
                    <td>{formatCurrency(m.amount, { currency: stats.data.currency })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </CardContent>
    </Card>
  );
}
