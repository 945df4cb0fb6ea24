import type { LedgerDonationDetail, PaymentEventOutcome, RefundStatus } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleDot, Radio, Undo2, UserCog } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatCurrency } from '@/lib/format';
import { formatPreciseTime, outcomeLabels, refundStatusLabels } from '../lib/ledger-display';
import { actionLabel, auditChanges, donationTimeline, eventTypeLabel, type TimelineEntry } from '../lib/timeline';

const outcomeClassNames: Record<PaymentEventOutcome, string> = {
  /* eslint-disable lingui/no-unlocalized-strings -- class names, never shown */
  applied: 'border-transparent bg-success/15 text-success',
  duplicate: 'border-border bg-muted text-muted-foreground',
  ignored: 'border-border bg-muted text-muted-foreground',
  deferred: 'border-transparent bg-primary-soft text-primary-soft-foreground',
  /* eslint-enable lingui/no-unlocalized-strings */
};

const refundClassNames: Record<RefundStatus, string> = {
  /* eslint-disable lingui/no-unlocalized-strings -- class names, never shown */
  pending: 'border-transparent bg-primary-soft text-primary-soft-foreground',
  succeeded: 'border-transparent bg-success/15 text-success',
  failed: 'border-transparent bg-destructive/10 text-destructive',
  /* eslint-enable lingui/no-unlocalized-strings */
};

/** Amount fields of an audit entry are minor units of the gift's currency (issue 26); the rest reads as it is. */
function changeValue(key: string, text: string | null, raw: unknown, currency: string): string {
  if (text === null) return '—';
  return /amount$/i.test(key) && typeof raw === 'number' ? formatCurrency(raw, { currency }) : text;
}

/** The instant, to the second; `label` words it around the time: `(time) => <Trans>Received {time}</Trans>`. */
function Time({ iso, label }: { iso: string; label?: (time: ReactNode) => ReactNode }) {
  const time = <time dateTime={iso}>{formatPreciseTime(iso)}</time>;
  return <span className="text-xs text-muted-foreground">{label ? label(time) : time}</span>;
}

function Entry({
  icon,
  title,
  badge,
  children,
}: {
  icon: ReactNode;
  title: string;
  badge?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className="relative grid grid-cols-[2rem_minmax(0,1fr)] gap-3 pb-6 last:pb-0">
      <span
        aria-hidden="true"
        className="relative z-10 flex size-8 items-center justify-center rounded-full border border-border bg-card text-muted-foreground [&_svg]:size-4"
      >
        {icon}
      </span>
      <div className="min-w-0 pt-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="font-semibold break-words">{title}</h3>
          {badge}
        </div>
        <div className="mt-1 grid gap-1 text-sm">{children}</div>
      </div>
    </li>
  );
}

function TimelineItem({ entry, donation }: { entry: TimelineEntry; donation: LedgerDonationDetail }) {
  const { t, i18n } = useLingui();
  switch (entry.kind) {
    case 'created':
      return (
        <Entry
          icon={<CircleDot />}
          title={donation.provider === 'offline' ? t`Recorded as an offline gift` : t`Donation started`}
        >
          <Time iso={entry.at} />
        </Entry>
      );
    case 'event': {
      const { event } = entry;
      const eventId = event.eventId;
      return (
        <Entry
          icon={<Radio />}
          title={eventTypeLabel(event.type)}
          badge={<Badge className={outcomeClassNames[event.outcome]}>{i18n._(outcomeLabels[event.outcome])}</Badge>}
        >
          <Time iso={event.receivedAt} label={(time) => <Trans>Received {time}</Trans>} />
          <Time iso={event.occurredAt} label={(time) => <Trans>Occurred at the provider {time}</Trans>} />
          <span className="text-xs break-all text-muted-foreground">
            <Trans>Event {eventId}</Trans>
          </span>
        </Entry>
      );
    }
    case 'audit': {
      const { entry: audit } = entry;
      const changes = auditChanges(audit);
      const actorName = audit.actorName;
      const createdAt = audit.createdAt;
      const preciseTime = formatPreciseTime(createdAt);
      return (
        <Entry icon={<UserCog />} title={actionLabel(audit.action, i18n)}>
          <span className="text-muted-foreground">
            <Trans>
              By {actorName} · <time dateTime={createdAt}>{preciseTime}</time>
            </Trans>
          </span>
          {changes.length > 0 ? (
            <dl className="mt-1 grid gap-1 rounded-lg border border-border bg-muted/40 p-3 text-xs">
              {changes.map((change) => (
                <div key={change.key} className="grid gap-x-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
                  <dt className="font-medium text-muted-foreground">{change.field}</dt>
                  <dd className="break-words">
                    {change.before !== null ? (
                      <>
                        <span className="text-muted-foreground line-through decoration-muted-foreground/60">
                          {changeValue(change.key, change.before, audit.before?.[change.key], donation.currency)}
                        </span>
                        <span aria-label={t`became`}> → </span>
                      </>
                    ) : null}
                    {changeValue(change.key, change.after, audit.after?.[change.key], donation.currency)}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </Entry>
      );
    }
    case 'refund': {
      const { refund } = entry;
      const amount = formatCurrency(refund.amount, { currency: donation.currency });
      const reason = refund.reason;
      return (
        <Entry
          icon={<Undo2 />}
          title={t`Refund of ${amount} asked`}
          badge={<Badge className={refundClassNames[refund.status]}>{i18n._(refundStatusLabels[refund.status])}</Badge>}
        >
          <span>
            <Trans>Reason: {reason}</Trans>
          </span>
          <Time iso={refund.createdAt} label={(time) => <Trans>Asked {time}</Trans>} />
          {refund.appliedAt ? <Time iso={refund.appliedAt} label={(time) => <Trans>Applied {time}</Trans>} /> : null}
          {refund.failureMessage ? <span className="text-destructive">{refund.failureMessage}</span> : null}
        </Entry>
      );
    }
  }
}

/** The donation's history, oldest first: provider events as the state machine answered them, admins' actions, refunds. */
export function DonationTimeline({ donation }: { donation: LedgerDonationDetail }) {
  const titleId = useId();
  const entries = donationTimeline(donation);
  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <h2 id={titleId} className="text-lg font-semibold tracking-tight">
        <Trans>Timeline</Trans>
      </h2>
      <ol
        className={cn(
          'relative rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6',
          // The line joining the dots.
          'before:absolute before:top-8 before:bottom-8 before:inset-s-8 before:w-px before:bg-border sm:before:inset-s-10',
        )}
      >
        {entries.map((entry) => (
          <TimelineItem key={entry.key} entry={entry} donation={donation} />
        ))}
      </ol>
      {donation.timeline.length === 0 && donation.provider !== 'offline' ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No payment events have been received for this donation yet.</Trans>
        </p>
      ) : null}
    </section>
  );
}
