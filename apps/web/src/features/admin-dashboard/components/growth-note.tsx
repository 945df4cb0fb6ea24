import { Trans } from '@lingui/react/macro';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatGrowth } from '../lib/growth';

const icons = { up: TrendingUp, down: TrendingDown, flat: Minus };
const tones = { up: 'text-success', down: 'text-destructive', flat: 'text-muted-foreground' };

/** A stat card's change against the previous 30 days; a plain note when there was nothing to compare with. */
export function GrowthNote({ percent }: { percent: number | null }) {
  const growth = formatGrowth(percent);
  if (!growth)
    return (
      <p className="text-xs text-muted-foreground">
        <Trans>No data for the previous 30 days</Trans>
      </p>
    );
  const Icon = icons[growth.trend];
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
      <span className={cn('inline-flex items-center gap-1 font-semibold tabular-nums', tones[growth.trend])}>
        <Icon className="size-3.5" aria-hidden="true" />
        {growth.text}
      </span>
      <Trans>vs previous 30 days</Trans>
    </p>
  );
}
