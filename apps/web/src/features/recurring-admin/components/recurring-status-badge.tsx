import type { RecurringStatus } from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { recurringStatusLabels } from '../lib/recurring-list-params';

// The donor dashboard's tints: paused is amber, on hold rather than failed; cancelled is muted, final.
const toneClassNames: Record<RecurringStatus, string> = {
  /* eslint-disable lingui/no-unlocalized-strings -- class names */
  active: 'border-transparent bg-success/15 text-success',
  paused: 'border-transparent bg-amber-500/15 text-amber-800 dark:text-amber-300',
  cancelled: 'border-border bg-muted text-muted-foreground',
  /* eslint-enable lingui/no-unlocalized-strings */
};

export function RecurringStatusBadge({ status, className }: { status: RecurringStatus; className?: string }) {
  const { i18n } = useLingui();
  return <Badge className={cn(toneClassNames[status], className)}>{i18n._(recurringStatusLabels[status])}</Badge>;
}
