import type { ImpactStats } from '@causeway/contracts';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { HandCoins, HeartHandshake, RotateCw, Trophy, Users, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCurrency, formatNumber } from '@/lib/format';
import { useImpactStats } from '../api/get-impact-stats';

const whole = (minor: number, currency: string) => formatCurrency(minor, { wholeDollars: true, currency });

/**
 * Issue 26: Total Raised is in the organization's default currency and says so; what other currencies raised is
 * listed beside it, never converted nor added: 'in USD · also ¥500,700 and €36'.
 */
function currencyNote({ currency, otherCurrencies }: ImpactStats): MessageDescriptor {
  const others = otherCurrencies.map((o) => whole(o.totalRaised, o.currency));
  const code = currency.toUpperCase();
  const last = others.pop();
  if (!last) return msg`in ${code}`;
  if (!others.length) return msg`in ${code} · also ${last}`;
  const list = others.join(', ');
  return msg`in ${code} · also ${list} and ${last}`;
}

const figures: {
  id: string;
  label: MessageDescriptor;
  icon: LucideIcon;
  value: (stats: ImpactStats) => string;
  note?: (stats: ImpactStats) => MessageDescriptor;
}[] = [
  {
    id: 'raised',
    label: msg`Total Raised`,
    icon: HandCoins,
    value: (s) => whole(s.totalRaised, s.currency),
    note: currencyNote,
  },
  {
    id: 'campaigns',
    label: msg`Successful Campaigns`,
    icon: Trophy,
    value: (s) => formatNumber(s.successfulCampaigns),
  },
  { id: 'donors', label: msg`Generous Donors`, icon: Users, value: (s) => formatNumber(s.totalDonors) },
  {
    id: 'average',
    label: msg`Average Donation`,
    icon: HeartHandshake,
    value: (s) => formatCurrency(s.avgDonation, { currency: s.currency }),
  },
];

/** Spec section 2, Home: 'Our Impact Together' with four figures from /api/stats. */
export function ImpactSection() {
  const { data, isPending, isError, isFetching, refetch } = useImpactStats();
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="impact-title" className="border-t border-border bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="impact-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            <Trans>Our Impact Together</Trans>
          </h2>
          <p className="mt-2 text-muted-foreground">
            <Trans>Every gift on Causeway adds up. Here is what our community has achieved so far.</Trans>
          </p>
        </div>
        {isError ? (
          <div role="alert" className="mt-10 flex flex-col items-center gap-4 text-center">
            <p className="font-medium text-destructive">
              <Trans>Failed to fetch campaign stats</Trans>
            </p>
            <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
              <RotateCw className={isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <dl className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4" aria-busy={isPending}>
            {figures.map(({ id, label, icon: Icon, value, note }) => (
              <div
                key={id}
                className="flex flex-col items-center rounded-xl border border-border bg-card p-5 text-center shadow-sm sm:p-6"
              >
                <Icon className="size-6 text-primary" aria-hidden="true" />
                <dt className="order-last mt-1 text-sm text-muted-foreground">{i18n._(label)}</dt>
                <dd className="mt-3 text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
                  {isPending ? <Skeleton className="mx-auto h-8 w-24" /> : value(data)}
                  {note && !isPending && (
                    <span className="mt-1 block text-xs font-normal text-muted-foreground">{i18n._(note(data))}</span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
