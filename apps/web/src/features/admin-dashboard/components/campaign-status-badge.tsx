import type { CampaignStatus } from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { campaignStatusLabel } from '@/features/campaigns';

// Tinted like the donation status badges: only active campaigns are public, so active stands out in green.
const tones: Record<CampaignStatus, string> = {
  /* eslint-disable lingui/no-unlocalized-strings -- class names */
  active: 'border-transparent bg-success/15 text-success',
  draft: 'border-border bg-muted text-muted-foreground',
  paused: 'border-transparent bg-amber-500/15 text-amber-800 dark:text-amber-300',
  completed: 'border-transparent bg-primary-soft text-primary-soft-foreground',
  archived: 'border-border bg-card text-muted-foreground',
  /* eslint-enable lingui/no-unlocalized-strings */
};

export function CampaignStatusBadge({ status, className }: { status: CampaignStatus; className?: string }) {
  const { i18n } = useLingui();
  return <Badge className={cn(tones[status], className)}>{campaignStatusLabel(status, i18n)}</Badge>;
}
