import { Trans } from '@lingui/react/macro';
import { FlaskConical } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** DECISIONS.md, Payments: a visible "Test mode" badge whenever the sandbox provider takes the payment. */
export function TestModeBadge({ className }: { className?: string }) {
  return (
    <Badge
      variant="outline"
      className={cn(
        'border-amber-500/50 bg-amber-50 text-amber-900 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-200',
        className,
      )}
    >
      <FlaskConical aria-hidden="true" />
      <Trans>Test mode</Trans>
    </Badge>
  );
}
