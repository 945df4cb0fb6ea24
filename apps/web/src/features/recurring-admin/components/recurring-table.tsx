import { intervalLabels, type AdminRecurring } from '@causeway/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable, mutedCell, type DataTableColumn, type DataTableState } from '@/components/ui/data-table';
import { GuestBadge } from '@/features/donors';
import { cn } from '@/lib/cn';
import { formatCurrency, formatDate } from '@/lib/format';
import { useContractLabels } from '@/lib/i18n';
import { cardText, donorLabel, sortOf, sortState, type SortColumn } from '../lib/recurring-list-params';
import type { RecurringAdminSort } from '@causeway/contracts';
import { RecurringStatusBadge } from './recurring-status-badge';

type RecurringTableProps = DataTableState & {
  gifts: AdminRecurring[];
  sort: RecurringAdminSort;
  onSortChange: (sort: RecurringAdminSort) => void;
  onCancel: (gift: AdminRecurring) => void;
};

const figureClassName = 'whitespace-nowrap text-end tabular-nums';
const linkClassName =
  'rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** The donor's page (the donor list's key: 'u' and the account's id, or 'g' and a guest's e-mail). */
function donorPathOf(donor: AdminRecurring['donor']): string | null {
  const key = donor.userId !== null ? `u${donor.userId}` : donor.email ? `g${donor.email.toLowerCase()}` : null;
  return key === null ? null : `/admin/donors/${encodeURIComponent(key)}`;
}

/** The donor, linked to their donor page; a guest is marked as one. */
function Donor({ gift }: { gift: AdminRecurring }) {
  const { i18n } = useLingui();
  const { donor } = gift;
  const name = donorLabel(donor, i18n);
  const path = donorPathOf(donor);
  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center gap-2 font-semibold">
        {path ? (
          <Link to={path} className={cn(linkClassName, 'break-words')}>
            {name}
          </Link>
        ) : (
          <span className="break-words">{name}</span>
        )}
        {donor.isGuest ? <GuestBadge /> : null}
      </div>
      {donor.email && name !== donor.email ? (
        <p className="text-xs break-all text-muted-foreground">{donor.email}</p>
      ) : null}
    </div>
  );
}

/** The gift, the fee the donor covers on top, and how often: in the gift's own currency (issue 26). */
function Amount({ gift }: { gift: AdminRecurring }) {
  const intervals = useContractLabels(intervalLabels);
  const money = (minor: number) => formatCurrency(minor, { currency: gift.currency });
  const fee = money(gift.feeAmount);
  return (
    <>
      <span className="font-semibold">{money(gift.amount)}</span>
      {gift.feeAmount > 0 ? (
        <span className="block text-xs text-muted-foreground">
          <Trans>+ {fee} fee</Trans>
        </span>
      ) : null}
      <span className="block text-xs text-muted-foreground">{intervals[gift.interval]}</span>
    </>
  );
}

/** The status, and the failed charges of a gift still running. */
function StatusCell({ gift }: { gift: AdminRecurring }) {
  const failures = gift.failedAttempts;
  return (
    <div className="grid justify-items-start gap-1">
      <RecurringStatusBadge status={gift.status} />
      {failures > 0 && gift.status !== 'cancelled' ? (
        <span className="text-xs whitespace-nowrap text-destructive">
          <Plural value={failures} one="# failed charge" other="# failed charges" />
        </span>
      ) : null}
    </div>
  );
}

const nextCharge = (gift: AdminRecurring) => formatDate(gift.nextPaymentDate, { month: 'short' }) || '—';

function CancelButton({ gift, onCancel }: { gift: AdminRecurring; onCancel: (gift: AdminRecurring) => void }) {
  const { i18n } = useLingui();
  if (gift.status === 'cancelled') return null;
  const name = donorLabel(gift.donor, i18n);
  const campaign = gift.campaign.title;
  return (
    <Button variant="outline" size="sm" onClick={() => onCancel(gift)}>
      <Trans>
        Cancel
        <span className="sr-only">
          {' '}
          the recurring gift of {name} to {campaign}
        </span>
      </Trans>
    </Button>
  );
}

const columns = (i18n: I18n): DataTableColumn<AdminRecurring>[] => [
  {
    id: 'donor',
    header: i18n._(msg`Donor`),
    rowHeader: true,
    cellClassName: 'min-w-40',
    cell: (gift) => <Donor gift={gift} />,
  },
  { id: 'campaign', header: i18n._(msg`Campaign`), cellClassName: 'min-w-32', cell: (gift) => gift.campaign.title },
  {
    id: 'amount',
    header: i18n._(msg`Amount`),
    sortKey: 'amount',
    align: 'end',
    cellClassName: figureClassName,
    cell: (gift) => <Amount gift={gift} />,
  },
  {
    id: 'status',
    header: i18n._(msg`Status`),
    cell: (gift) => <StatusCell gift={gift} />,
  },
  { id: 'next', header: i18n._(msg`Next charge`), sortKey: 'next_charge', cellClassName: mutedCell, cell: nextCharge },
  {
    id: 'card',
    header: i18n._(msg`Card`),
    className: 'max-lg:hidden',
    cellClassName: mutedCell,
    cell: (gift) => cardText(gift.card) ?? '—',
  },
  {
    id: 'created',
    header: i18n._(msg`Started`),
    sortKey: 'created',
    className: 'max-2xl:hidden',
    cellClassName: mutedCell,
    cell: (gift) => formatDate(gift.createdAt, { month: 'short' }),
  },
];

/** Every recurring gift: a table on wide screens, cards on phones; Cancel on each gift not yet cancelled. */
export function RecurringTable({ gifts, sort, onSortChange, onCancel, ...listState }: RecurringTableProps) {
  const { t, i18n } = useLingui();
  return (
    <DataTable
      caption={t`Recurring gifts`}
      columns={columns(i18n)}
      rows={gifts}
      rowKey={(gift) => gift.id}
      sort={sortState(sort)}
      onSortChange={(next) => onSortChange(sortOf(next.key as SortColumn, next.direction))}
      rowActions={{ header: t`Actions`, cell: (gift) => <CancelButton gift={gift} onCancel={onCancel} /> }}
      card={(gift) => <RecurringCard gift={gift} onCancel={onCancel} />}
      loadingLabel={t`Loading recurring gifts`}
      {...listState}
    />
  );
}

function RecurringCard({ gift, onCancel }: { gift: AdminRecurring; onCancel: (gift: AdminRecurring) => void }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <Donor gift={gift} />
        <RecurringStatusBadge status={gift.status} className="shrink-0" />
      </div>
      <p className="mt-2 text-sm">{gift.campaign.title}</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">
            <Trans>Amount</Trans>
          </dt>
          <dd className="mt-0.5 tabular-nums">
            <Amount gift={gift} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">
            <Trans>Next charge</Trans>
          </dt>
          <dd className="mt-0.5">{nextCharge(gift)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">
            <Trans>Card</Trans>
          </dt>
          <dd className="mt-0.5">{cardText(gift.card) ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">
            <Trans>Started</Trans>
          </dt>
          <dd className="mt-0.5">{formatDate(gift.createdAt, { month: 'short' })}</dd>
        </div>
      </dl>
      {gift.status !== 'cancelled' ? (
        <div className="mt-3 flex justify-end">
          <CancelButton gift={gift} onCancel={onCancel} />
        </div>
      ) : null}
    </>
  );
}
