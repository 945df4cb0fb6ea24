import type { RecurringStatus } from '@causeway/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { recurringStatusLabels } from '../lib/recurring-list-params';

// The donor dashboard's tints: paused is amber, on hold rather than failed; cancelled is muted, final.
const tones: Record<RecurringStatus, string> = {
  active: 'border-transparent bg-success/15 text-success',
  paused: 'border-transparent bg-amber-500/15 text-amber-800 dark:text-amber-300',
  cancelled: 'border-border bg-muted text-muted-foreground',
};

export function RecurringStatusBadge({ status, className }: { status: RecurringStatus; className?: string }) {
  return <Badge className={cn(tones[status], className)}>{recurringStatusLabels[status]}</Badge>;
}
