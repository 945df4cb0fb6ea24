import type { AdminDonor } from '@causeway/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { DataTable, mutedCell, type DataTableColumn, type DataTableState } from '@/components/ui/data-table';
import { EmailAddress } from '@/components/ui/email-address';
import { useListReturnState, type ListReturnState } from '@/hooks/use-list-return';
import { formatDate, formatNumber } from '@/lib/format';
import { donorName, donorPath, donorTotalText } from '../lib/donor-display';
import { GuestBadge } from './guest-badge';

type DonorTableProps = DataTableState & { donors: AdminDonor[] };

function DonorLink({ donor, state, className }: { donor: AdminDonor; state: ListReturnState; className: string }) {
  return (
    <Link to={donorPath(donor.key)} state={state} className={className}>
      {donorName(donor)}
    </Link>
  );
}

const muted = 'text-muted-foreground';
const figureClassName = 'text-end tabular-nums';

function donorColumns(state: ListReturnState, i18n: I18n): DataTableColumn<AdminDonor>[] {
  return [
    {
      id: 'name',
      header: i18n._(msg`Name`),
      rowHeader: true,
      cellClassName: 'min-w-32 font-semibold',
      cell: (donor) => (
        <DonorLink
          donor={donor}
          state={state}
          className="rounded-sm break-words underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
      ),
    },
    {
      id: 'email',
      header: i18n._(msg`Email`),
      cellClassName: muted,
      cell: (donor) => <EmailAddress address={donor.email} />,
    },
    {
      id: 'username',
      header: i18n._(msg`Username`),
      cellClassName: muted,
      cell: (donor) => (donor.isGuest ? <GuestBadge /> : (donor.username ?? '')),
    },
    {
      id: 'total',
      header: i18n._(msg`Total donated`),
      align: 'end',
      cellClassName: cn('whitespace-nowrap font-semibold', figureClassName),
      cell: (donor) => donorTotalText(donor),
    },
    {
      id: 'donations',
      header: i18n._(msg`Donations`),
      align: 'end',
      cellClassName: figureClassName,
      cell: (d) => formatNumber(d.donationCount),
    },
    {
      id: 'recurring',
      header: i18n._(msg`Recurring`),
      align: 'end',
      cellClassName: figureClassName,
      cell: (d) => formatNumber(d.recurringCount),
    },
    {
      id: 'last',
      header: i18n._(msg`Last donation`),
      cellClassName: mutedCell,
      cell: (d) => formatDate(d.lastDonationAt, { month: 'short' }) || '—',
    },
  ];
}

/**
 * The donor list, highest total donated first (in several currencies, each weighed at the currency table's scale:
 * AdminDonor's totalDonated), each currency's total shown on its own: a table on wide screens, cards on phones. In the table the name is
 * the row's link for keyboards and screen readers, and a click anywhere on the row opens the donor too; on a card
 * the whole card is the link.
 */
export function DonorTable({ donors, ...listState }: DonorTableProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  // The detail page's Back returns to this very page of the list.
  const state = useListReturnState();
  return (
    <DataTable
      caption={t`Donors, highest total donated first`}
      columns={donorColumns(state, i18n)}
      rows={donors}
      rowKey={(donor) => donor.key}
      onRowClick={(donor) => void navigate(donorPath(donor.key), { state })}
      card={(donor) => <DonorCard donor={donor} state={state} />}
      cardClassName="relative transition-colors has-[a:hover]:bg-muted/40 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring"
      loadingLabel={t`Loading donors`}
      {...listState}
    />
  );
}

function DonorCard({ donor, state }: { donor: AdminDonor; state: ListReturnState }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <DonorLink
            donor={donor}
            state={state}
            className="font-semibold break-words outline-none after:absolute after:inset-0 after:rounded-xl"
          />
          <p className="text-sm break-all text-muted-foreground">{donor.email}</p>
        </div>
        {donor.isGuest ? (
          <GuestBadge className="shrink-0" />
        ) : donor.username ? (
          <span className="shrink-0 truncate text-xs text-muted-foreground max-w-32">@{donor.username}</span>
        ) : null}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">
            <Trans>Total donated</Trans>
          </dt>
          <dd className="mt-0.5 font-semibold tabular-nums">{donorTotalText(donor)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">
            <Trans>Last donation</Trans>
          </dt>
          <dd className="mt-0.5">{formatDate(donor.lastDonationAt, { month: 'short' }) || '—'}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">
            <Trans>Donations</Trans>
          </dt>
          <dd className="mt-0.5 tabular-nums">{formatNumber(donor.donationCount)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">
            <Trans>Recurring gifts</Trans>
          </dt>
          <dd className="mt-0.5 tabular-nums">{formatNumber(donor.recurringCount)}</dd>
        </div>
      </dl>
    </>
  );
}
