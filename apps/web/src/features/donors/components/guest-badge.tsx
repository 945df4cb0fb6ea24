import { Trans } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** A donor without an account: their gifts are grouped by the e-mail they gave. */
export function GuestBadge({ className }: { className?: string }) {
  return (
    <Badge variant="outline" className={cn('text-muted-foreground', className)}>
      <Trans>Guest</Trans>
    </Badge>
  );
}
