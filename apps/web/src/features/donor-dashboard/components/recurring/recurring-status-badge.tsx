import type { RecurringStatus } from '@causeway/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { recurringStatusLabels } from './recurring-display';

// Tinted like the donation status badges of My Donations; paused is amber so it reads as "on hold", not failed.
const tones: Record<RecurringStatus, string> = {
  active: 'border-transparent bg-success/15 text-success',
  paused: 'border-transparent bg-amber-500/15 text-amber-800 dark:text-amber-300',
  cancelled: 'border-border bg-muted text-muted-foreground',
};

export function RecurringStatusBadge({ status, className }: { status: RecurringStatus; className?: string }) {
  return <Badge className={cn(tones[status], className)}>{recurringStatusLabels[status]}</Badge>;
}
