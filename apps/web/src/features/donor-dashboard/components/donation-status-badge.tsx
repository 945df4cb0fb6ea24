import type { DonationStatus } from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { donationStatusLabels } from '../lib/donation-display';

// Tinted rather than solid, so a page of badges stays calm; each tone keeps its contrast in both themes.
const tones: Record<DonationStatus, string> = {
  /* eslint-disable lingui/no-unlocalized-strings -- class names */
  succeeded: 'border-transparent bg-success/15 text-success',
  pending: 'border-transparent bg-primary-soft text-primary-soft-foreground',
  failed: 'border-transparent bg-destructive/10 text-destructive',
  refunded: 'border-border bg-muted text-muted-foreground',
  /* eslint-enable lingui/no-unlocalized-strings */
};

export function DonationStatusBadge({ status, className }: { status: DonationStatus; className?: string }) {
  const { i18n } = useLingui();
  return <Badge className={cn(tones[status], className)}>{i18n._(donationStatusLabels[status])}</Badge>;
}
