import { Trans } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type RetryNoticeProps = { message: string; onRetry: () => void; retrying: boolean; className?: string };

/**
 * A part of a page that failed to load, with Try Again (overview figures, chart and lists; error figures). Each part
 * loads on its own, so one failing call leaves the others on screen.
 */
export function RetryNotice({ message, onRetry, retrying, className }: RetryNoticeProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-start gap-3 rounded-xl border border-dashed border-border bg-card/60 p-5 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <p className="text-sm font-medium text-destructive">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying} className="shrink-0">
        <RotateCw className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
        <Trans>Try Again</Trans>
      </Button>
    </div>
  );
}
