import type { CampaignStatus } from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { statusLabels } from '../lib/campaign-labels';

// Tinted, one tone per status, each readable in both themes.
const tones: Record<CampaignStatus, string> = {
  /* eslint-disable lingui/no-unlocalized-strings -- class names */
  draft: 'border-border bg-muted text-muted-foreground',
  active: 'border-transparent bg-success/15 text-success',
  paused: 'border-transparent bg-amber-500/15 text-amber-800 dark:text-amber-300',
  completed: 'border-transparent bg-sky-500/15 text-sky-700 dark:text-sky-300',
  archived: 'border-dashed border-border bg-transparent text-muted-foreground',
  /* eslint-enable lingui/no-unlocalized-strings */
};

export function CampaignStatusBadge({ status, className }: { status: CampaignStatus; className?: string }) {
  const { i18n } = useLingui();
  return <Badge className={cn(tones[status], className)}>{i18n._(statusLabels[status])}</Badge>;
}
