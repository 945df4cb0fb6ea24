import type { RecurringStatus } from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { recurringStatusLabels } from './recurring-display';

// Tinted like the donation status badges of My Donations; paused is amber so it reads as "on hold", not failed.
const tones: Record<RecurringStatus, string> = {
  /* eslint-disable lingui/no-unlocalized-strings -- class names */
  active: 'border-transparent bg-success/15 text-success',
  paused: 'border-transparent bg-amber-500/15 text-amber-800 dark:text-amber-300',
  cancelled: 'border-border bg-muted text-muted-foreground',
  /* eslint-enable lingui/no-unlocalized-strings */
};

export function RecurringStatusBadge({ status, className }: { status: RecurringStatus; className?: string }) {
  const { i18n } = useLingui();
  return <Badge className={cn(tones[status], className)}>{i18n._(recurringStatusLabels[status])}</Badge>;
}
