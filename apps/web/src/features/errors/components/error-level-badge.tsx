import { errorLevelLabels, type ErrorLevel } from '@causeway/contracts';
import { CircleAlert, OctagonAlert, TriangleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useContractLabels } from '@/lib/i18n';

const looks: Record<ErrorLevel, { icon: typeof CircleAlert; className: string }> = {
  critical: { icon: OctagonAlert, className: 'border-transparent bg-destructive text-destructive-foreground' },
  error: { icon: CircleAlert, className: 'border-destructive/30 bg-destructive/10 text-destructive' },
  warning: {
    icon: TriangleAlert,
    className: 'border-amber-500/30 bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  },
};

/** The level in words, with an icon and a colour that each say the same (never colour alone). */
export function ErrorLevelBadge({ level, className }: { level: ErrorLevel; className?: string }) {
  const labels = useContractLabels(errorLevelLabels);
  const { icon: Icon, className: look } = looks[level];
  return (
    <Badge className={cn(look, className)}>
      <Icon aria-hidden="true" />
      {labels[level]}
    </Badge>
  );
}
