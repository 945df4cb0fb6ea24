import type { AdminDonor } from '@causeway/contracts';
import { Link, useLocation, useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { formatCurrency, formatDate, formatNumber } from '@/lib/format';
import { donorName, donorPath } from '../lib/donor-display';
import { GuestBadge } from './guest-badge';

const headCell =
  'whitespace-nowrap px-3 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted-foreground first:pl-4 last:pr-4';
const cell = 'px-3 py-3 first:pl-4 last:pr-4';

type DonorRowsProps = { donors: AdminDonor[]; className?: string };

/** An e-mail that may wrap after its '@' rather than widen the table (or break in the middle of a word). */
function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

/**
 * The list on wide screens; phones get the same donors as cards (DonorCards). The name is the row's link for
 * keyboards and screen readers; a click anywhere on the row opens the donor too.
 */
export function DonorTable({ donors, className }: DonorRowsProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  // The detail page's Back to Donors returns to this very page of the list.
  const linkState = { listSearch: search };

  return (
    <div className={cn('overflow-x-auto rounded-xl border border-border bg-card shadow-sm', className)}>
      <table className="w-full text-sm">
        <caption className="sr-only">Donors, highest total donated first</caption>
        <thead className="border-b border-border bg-muted/50">
          <tr>
            <th scope="col" className={headCell}>
              Name
            </th>
            <th scope="col" className={headCell}>
              Email
            </th>
            <th scope="col" className={headCell}>
              Username
            </th>
            <th scope="col" className={cn(headCell, 'text-right')}>
              Total donated
            </th>
            <th scope="col" className={cn(headCell, 'text-right')}>
              Donations
            </th>
            <th scope="col" className={cn(headCell, 'text-right')}>
              Recurring
            </th>
            <th scope="col" className={headCell}>
              Last donation
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {donors.map((donor) => (
            <tr
              key={donor.key}
              className="cursor-pointer transition-colors hover:bg-muted/40"
              onClick={(event) => {
                // Links in the row navigate on their own; a selection being made is not a click to open.
                if ((event.target as HTMLElement).closest('a') || window.getSelection()?.toString()) return;
                void navigate(donorPath(donor.key), { state: linkState });
              }}
            >
              <th scope="row" className={cn(cell, 'min-w-32 text-left font-semibold')}>
                <Link
                  to={donorPath(donor.key)}
                  state={linkState}
                  className="rounded-sm break-words underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {donorName(donor)}
                </Link>
              </th>
              <td className={cn(cell, 'text-muted-foreground')}>
                <Email address={donor.email} />
              </td>
              <td className={cn(cell, 'text-muted-foreground')}>
                {donor.isGuest ? <GuestBadge /> : (donor.username ?? '')}
              </td>
              <td className={cn(cell, 'whitespace-nowrap text-right font-semibold tabular-nums')}>
                {formatCurrency(donor.totalDonated)}
              </td>
              <td className={cn(cell, 'text-right tabular-nums')}>{formatNumber(donor.donationCount)}</td>
              <td className={cn(cell, 'text-right tabular-nums')}>{formatNumber(donor.recurringCount)}</td>
              <td className={cn(cell, 'whitespace-nowrap text-muted-foreground')}>
                {formatDate(donor.lastDonationAt, { month: 'short' }) || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The list on phones: one card per donor; the whole card is the link to the donor. */
export function DonorCards({ donors, className }: DonorRowsProps) {
  const { search } = useLocation();
  return (
    <ul className={cn('grid grid-cols-1 gap-3', className)} aria-label="Donors, highest total donated first">
      {donors.map((donor) => (
        <li
          key={donor.key}
          className="relative rounded-xl border border-border bg-card p-4 shadow-sm transition-colors has-[a:hover]:bg-muted/40 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Link
                to={donorPath(donor.key)}
                state={{ listSearch: search }}
                className="font-semibold break-words outline-none after:absolute after:inset-0 after:rounded-xl"
              >
                {donorName(donor)}
              </Link>
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
              <dt className="text-xs text-muted-foreground">Total donated</dt>
              <dd className="mt-0.5 font-semibold tabular-nums">{formatCurrency(donor.totalDonated)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Last donation</dt>
              <dd className="mt-0.5">{formatDate(donor.lastDonationAt, { month: 'short' }) || '—'}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Donations</dt>
              <dd className="mt-0.5 tabular-nums">{formatNumber(donor.donationCount)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Recurring gifts</dt>
              <dd className="mt-0.5 tabular-nums">{formatNumber(donor.recurringCount)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
