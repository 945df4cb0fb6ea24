import { formatDateTime } from '@causeway/contracts';
import type { LedgerDonation } from '@causeway/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import {
  DataTable,
  mutedCell,
  type DataTableColumn,
  type DataTableState,
  type SortState,
} from '@/components/ui/data-table';
import { EmailAddress } from '@/components/ui/email-address';
import { useListReturnState, type ListReturnState } from '@/hooks/use-list-return';
import { DonationStatusBadge, donationTypeLabels } from '@/features/donor-dashboard';
import { GuestBadge } from '@/features/donors';
import { cn } from '@/lib/cn';
import { formatCurrency, formatDate } from '@/lib/format';
import { donationPath, ledgerDonorName, providerText } from '../lib/ledger-display';

type LedgerTableProps = DataTableState & {
  donations: LedgerDonation[];
  sort: SortState;
  onSortChange: (sort: SortState) => void;
};

const dateOf = (d: LedgerDonation) => formatDate(d.createdAt, { month: 'short' });
const timeOf = (d: LedgerDonation) => formatDateTime(new Date(d.createdAt), { hour: 'numeric', minute: '2-digit' });

/** The donation's link, named by its donor: the row's one link, so a screen reader's list of links reads well. */
function DonationLink({
  donation,
  state,
  className,
}: {
  donation: LedgerDonation;
  state: ListReturnState;
  className: string;
}) {
  const { i18n } = useLingui();
  return (
    <Link to={donationPath(donation.id)} state={state} className={className}>
      {ledgerDonorName(donation, i18n)}
    </Link>
  );
}

/** '$50.00', and under it what was refunded: '(−$25.00 refunded)'; in the gift's currency ('¥2,500', issue 26). */
function Amount({ donation }: { donation: LedgerDonation }) {
  const { currency } = donation;
  const refunded = formatCurrency(donation.refundedAmount, { currency });
  return (
    <>
      {formatCurrency(donation.amount, { currency })}
      {donation.refundedAmount > 0 ? (
        <span className="block text-xs font-normal text-muted-foreground">
          {' '}
          <Trans>(−{refunded} refunded)</Trans>
        </span>
      ) : null}
    </>
  );
}

/** A gift given through a supporter's page (issue 25) says whose: 'via Ada's marathon'. */
function FundraiserLine({ donation, className }: { donation: LedgerDonation; className: string }) {
  if (!donation.fundraiser) return null;
  const fundraiser = donation.fundraiser.title;
  return (
    <span className={cn('block break-words', className)} title={fundraiser}>
      <Trans>via {fundraiser}</Trans>
    </span>
  );
}

const linkClassName =
  'rounded-sm font-semibold break-words underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

function ledgerColumns(state: ListReturnState, i18n: I18n): DataTableColumn<LedgerDonation>[] {
  return [
    {
      id: 'date',
      header: i18n._(msg`Date`),
      sortKey: 'date',
      cellClassName: mutedCell,
      cell: (d) => (
        <time dateTime={d.createdAt}>
          {dateOf(d)}
          <span className="block text-xs">{timeOf(d)}</span>
        </time>
      ),
    },
    {
      id: 'donor',
      header: i18n._(msg`Donor`),
      rowHeader: true,
      cellClassName: 'min-w-44',
      cell: (d) => (
        <>
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <DonationLink donation={d} state={state} className={linkClassName} />
            {d.isGuest ? <GuestBadge /> : null}
          </span>
          {d.email ? (
            <span className="block text-xs text-muted-foreground">
              <EmailAddress address={d.email} />
            </span>
          ) : null}
        </>
      ),
    },
    {
      id: 'campaign',
      header: i18n._(msg`Campaign`),
      cellClassName: 'min-w-40',
      // Two lines at most: a long title would make every row of the page tall.
      cell: (d) => (
        <>
          <span className="line-clamp-2 break-words" title={d.campaign.title}>
            {d.campaign.title}
          </span>
          <FundraiserLine donation={d} className="line-clamp-1 text-xs text-muted-foreground" />
        </>
      ),
    },
    {
      id: 'amount',
      header: i18n._(msg`Amount`),
      sortKey: 'amount',
      align: 'end',
      cellClassName: 'whitespace-nowrap font-semibold tabular-nums',
      cell: (d) => <Amount donation={d} />,
    },
    { id: 'status', header: i18n._(msg`Status`), cell: (d) => <DonationStatusBadge status={d.status} /> },
    {
      id: 'payment',
      header: i18n._(msg`Type`),
      cellClassName: mutedCell,
      cell: (d) => (
        <>
          {i18n._(donationTypeLabels[d.donationType])}
          <span className="block text-xs">{providerText(d, i18n)}</span>
        </>
      ),
    },
    {
      id: 'receipt',
      header: i18n._(msg`Receipt`),
      align: 'end',
      cellClassName: 'whitespace-nowrap tabular-nums text-muted-foreground',
      cell: (d) => (d.receiptNumber !== null ? `#${d.receiptNumber}` : '—'),
    },
  ];
}

/**
 * The ledger: a table on wide screens, cards on phones. The donor's name is the row's link to the donation for
 * keyboards and screen readers, and a click anywhere on the row opens it too; on a card the whole card is the link.
 */
export function LedgerTable({ donations, sort, onSortChange, ...listState }: LedgerTableProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  // The detail page's Back returns to this very page of the list.
  const state = useListReturnState();
  return (
    <DataTable
      caption={t`Donations`}
      columns={ledgerColumns(state, i18n)}
      rows={donations}
      rowKey={(donation) => donation.id}
      sort={sort}
      onSortChange={onSortChange}
      onRowClick={(donation) => void navigate(donationPath(donation.id), { state })}
      card={(donation) => <LedgerCard donation={donation} state={state} />}
      cardClassName="relative transition-colors has-[a:hover]:bg-muted/40 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring"
      loadingLabel={t`Loading donations`}
      {...listState}
    />
  );
}

function LedgerCard({ donation: d, state }: { donation: LedgerDonation; state: ListReturnState }) {
  const { t, i18n } = useLingui();
  const receiptNumber = d.receiptNumber;
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <span className="text-lg font-semibold tabular-nums">
          <Amount donation={d} />
        </span>
        <DonationStatusBadge status={d.status} className="shrink-0" />
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
        <DonationLink
          donation={d}
          state={state}
          className="font-semibold break-words outline-none after:absolute after:inset-0 after:rounded-xl"
        />
        {d.isGuest ? <GuestBadge /> : null}
      </p>
      {d.email ? <p className="text-sm break-all text-muted-foreground">{d.email}</p> : null}
      <p className="mt-2 text-sm break-words">{d.campaign.title}</p>
      <FundraiserLine donation={d} className="text-xs text-muted-foreground" />
      <p className="mt-1 text-xs text-muted-foreground">
        {dateOf(d)} · {i18n._(donationTypeLabels[d.donationType])} · {providerText(d, i18n)}
        {receiptNumber !== null ? <> · {t`Receipt #${receiptNumber}`}</> : null}
      </p>
    </>
  );
}
