import type { ErrorReport } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, ChevronDown, Globe, RotateCcw, Server } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useUpdateErrorReport } from '../api/update-error-report';
import { formatErrorTime, timeAgo } from '../lib/error-time';
import { ErrorDetails } from './error-details';
import { ErrorLevelBadge } from './error-level-badge';

/** One group of identical errors: what, how often, when; the details open below (admin spec section 2). */
export function ErrorReportCard({ report, now }: { report: ErrorReport; now: number }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const messageId = useId();
  const detailsId = useId();
  const resolved = report.resolvedAt !== null;
  const update = useUpdateErrorReport({
    onSuccess: (saved) =>
      toast({
        title: saved.resolvedAt ? t`Error resolved` : t`Error reopened`,
        description: saved.resolvedAt
          ? t`It moves to the resolved list, and opens again if it happens again.`
          : t`It is back in the list of open errors.`,
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t`Could not update the error`,
        description: errorMessage(error, t`Please try again.`),
      }),
  });

  const count = formatNumber(report.count);
  const firstSeen = formatErrorTime(report.firstSeenAt);
  const lastSeen = formatErrorTime(report.timestamp);

  return (
    <article
      aria-labelledby={messageId}
      className={cn('rounded-xl border border-border bg-card p-4 shadow-xs sm:p-5', resolved && 'bg-card/60')}
    >
      <div className="flex flex-wrap items-center gap-2">
        <ErrorLevelBadge level={report.level} />
        <Badge variant="outline">
          {report.source === 'server' ? <Server aria-hidden="true" /> : <Globe aria-hidden="true" />}
          {report.source === 'server' ? t`Server` : t`Browser`}
        </Badge>
        {report.count > 1 ? (
          <Badge variant="secondary" title={t`Happened ${count} times`}>
            {t`${count} times`}
          </Badge>
        ) : null}
        {resolved ? (
          <Badge variant="success">
            <CheckCircle2 aria-hidden="true" />
            <Trans>Resolved</Trans>
          </Badge>
        ) : null}
        <time
          dateTime={report.timestamp}
          title={formatErrorTime(report.timestamp)}
          className="ms-auto text-xs text-muted-foreground"
        >
          {timeAgo(report.timestamp, now, i18n)}
        </time>
      </div>

      <h3 id={messageId} className="mt-3 font-mono text-sm font-medium break-words whitespace-pre-wrap line-clamp-4">
        {report.message}
      </h3>
      <p className="mt-2 text-xs text-muted-foreground">
        {report.count > 1 ? t`First seen ${firstSeen} · last seen ${lastSeen}` : t`Seen ${lastSeen}`}
        {report.url ? <span className="break-all"> · {report.url}</span> : null}
      </p>

      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? detailsId : undefined}
          onClick={() => setOpen(!open)}
        >
          <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
          {open ? t`Hide Details` : t`Show Details`}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: report.id, resolved: !resolved })}
        >
          {resolved ? <RotateCcw aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
          {resolved ? t`Reopen` : t`Mark resolved`}
        </Button>
      </div>
      {open ? <ErrorDetails report={report} id={detailsId} /> : null}
    </article>
  );
}
