import { fundraiserStatusLabels, type FundraiserStatus } from '@causeway/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useContractLabels } from '@/lib/i18n';

// Tinted as the recurring gifts' badges: paused is amber ("on hold"), closed is muted (over, not failed).
const tones: Record<FundraiserStatus, string> = {
  /* eslint-disable lingui/no-unlocalized-strings -- class names */
  active: 'border-transparent bg-success/15 text-success',
  paused: 'border-transparent bg-amber-500/15 text-amber-800 dark:text-amber-300',
  closed: 'border-border bg-muted text-muted-foreground',
  /* eslint-enable lingui/no-unlocalized-strings */
};

export function FundraiserStatusBadge({ status, className }: { status: FundraiserStatus; className?: string }) {
  const labels = useContractLabels(fundraiserStatusLabels);
  return <Badge className={cn(tones[status], className)}>{labels[status]}</Badge>;
}
