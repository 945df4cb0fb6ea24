import type { AdminDonor } from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { formatDate, formatNumber } from '@/lib/format';
import { donorTotalText } from '../lib/donor-display';

/** The donor's totals over completed donations, each currency's on its own (issue 26). */
export function DonorSummary({ donor }: { donor: AdminDonor }) {
  const { t } = useLingui();
  const figures = [
    { label: t`Total donated`, value: donorTotalText(donor) },
    { label: t`Donations`, value: formatNumber(donor.donationCount) },
    { label: t`Recurring gifts`, value: formatNumber(donor.recurringCount) },
    { label: t`First donation`, value: formatDate(donor.firstDonationAt, { month: 'short' }) || '—' },
    { label: t`Last donation`, value: formatDate(donor.lastDonationAt, { month: 'short' }) || '—' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {figures.map(({ label, value }) => (
        <div key={label} className="rounded-xl border border-border bg-card p-4 shadow-sm">
          <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
          <dd className="mt-1 text-lg font-bold tracking-tight tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
