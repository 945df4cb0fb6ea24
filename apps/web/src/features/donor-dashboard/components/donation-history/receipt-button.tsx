import type { DonorDonation } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatCurrency, formatDate } from '@/lib/format';
import { hasReceipt } from '@/features/donor-dashboard/lib/donation-display';
import { BusyIcon, busyButtonClassName } from '../busy-icon';

export type ReceiptDownloadProps = {
  /** The donation whose receipt is being fetched, if any. */
  downloadingId: number | undefined;
  onDownload: (donationId: number) => void;
};

type ReceiptButtonProps = ReceiptDownloadProps & { donation: DonorDonation; className?: string };

/** Spec section 2: only a succeeded donation offers its receipt; other rows show nothing to click. */
export function ReceiptButton({ donation, downloadingId, onDownload, className }: ReceiptButtonProps) {
  const { t } = useLingui();
  if (!hasReceipt(donation)) return null;
  const busy = downloadingId === donation.id;
  // Ten rows read 'Download receipt'; the full name says which one (and still starts with the visible words).
  const amount = formatCurrency(donation.amount, { currency: donation.currency });
  const campaign = donation.campaign.title;
  const date = formatDate(donation.createdAt, { month: 'short' });
  const label = t`Download receipt for ${amount} to ${campaign}, ${date}`;
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={label}
      aria-disabled={busy}
      className={cn(busyButtonClassName, className)}
      onClick={() => {
        if (!busy) onDownload(donation.id);
      }}
    >
      <BusyIcon busy={busy} icon={FileDown} />
      <Trans>Download receipt</Trans>
    </Button>
  );
}
