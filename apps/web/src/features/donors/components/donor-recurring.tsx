import { intervalLabels, type DonorDetail } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Repeat } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { RecurringStatusBadge } from '@/features/donor-dashboard';
import { formatCurrency, formatDate } from '@/lib/format';
import { useContractLabels } from '@/lib/i18n';

type Gift = DonorDetail['recurringDonations'][number];

/** The donor's recurring gifts: amount (in the gift's currency), interval, status, next payment (while active) and campaign. */
export function DonorRecurring({ gifts }: { gifts: Gift[] }) {
  const { t } = useLingui();
  const intervals = useContractLabels(intervalLabels);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid grid-cols-1 gap-4">
      <h2 id={titleId} className="text-lg font-semibold tracking-tight">
        <Trans>Recurring gifts</Trans>
      </h2>
      {gifts.length === 0 ? (
        <p className="flex items-center gap-2 rounded-xl border border-dashed border-border px-4 py-8 text-sm text-muted-foreground">
          <Repeat className="size-4" aria-hidden="true" />
          <Trans>No recurring gifts</Trans>
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label={t`Recurring gifts`}>
          {gifts.map((gift) => (
            <li key={gift.id} className="rounded-xl border border-border bg-card p-4 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <p>
                  <span className="text-lg font-semibold tabular-nums">
                    {formatCurrency(gift.amount, { currency: gift.currency })}
                  </span>{' '}
                  <span className="text-sm text-muted-foreground">{intervals[gift.interval]}</span>
                </p>
                <RecurringStatusBadge status={gift.status} className="shrink-0" />
              </div>
              <p className="mt-1 text-sm">
                <Link
                  to={`/campaigns/${gift.campaign.id}`}
                  className="rounded-sm font-semibold break-words underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {gift.campaign.title}
                </Link>
              </p>
              <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
                <div>
                  <dt className="text-xs text-muted-foreground">
                    <Trans>Next payment</Trans>
                  </dt>
                  <dd className="mt-0.5">
                    {gift.status === 'active' && gift.nextPaymentDate
                      ? formatDate(gift.nextPaymentDate, { month: 'short' })
                      : '—'}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">
                    <Trans>Started</Trans>
                  </dt>
                  <dd className="mt-0.5">{formatDate(gift.createdAt, { month: 'short' })}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
