import { dedicationText, type DonorDonation } from '@causeway/contracts';
import { cn } from '@/lib/cn';

/** "In memory of Jane Doe" under the campaign of a gift the donor dedicated (issue 24); nothing otherwise. */
export function DonationDedication({ donation, className }: { donation: DonorDonation; className?: string }) {
  if (!donation.tribute) return null;
  return <p className={cn('text-xs text-muted-foreground', className)}>{dedicationText(donation.tribute)}</p>;
}
