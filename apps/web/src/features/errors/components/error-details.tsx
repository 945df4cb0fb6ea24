import type { ErrorReport } from '@causeway/contracts';
import type { ReactNode } from 'react';

const sourceLabels = { client: 'Browser (error reporter)', server: 'Server (API)' } as const;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words">{children}</dd>
    </div>
  );
}

const orDash = (value: string | null) => value || <span className="text-muted-foreground">Not recorded</span>;

/** Admin spec section 2: URL, user (ID or Anonymous), environment, method, IP, error ID, user agent and stack. */
export function ErrorDetails({ report, id }: { report: ErrorReport; id: string }) {
  return (
    <div id={id} className="mt-4 grid grid-cols-1 gap-4 border-t border-border pt-4">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        <div className="sm:col-span-2 lg:col-span-3">
          <Detail label="URL">
            <span className="font-mono text-xs break-all">{orDash(report.url)}</span>
          </Detail>
        </div>
        <Detail label="User">{report.userId === null ? 'Anonymous' : `User ID ${report.userId}`}</Detail>
        <Detail label="Environment">{orDash(report.environment)}</Detail>
        <Detail label="Method">{orDash(report.method)}</Detail>
        <Detail label="IP">{orDash(report.ip)}</Detail>
        <Detail label="Error ID">
          <span className="font-mono">#{report.id}</span>
        </Detail>
        <Detail label="Source">{sourceLabels[report.source]}</Detail>
        <div className="sm:col-span-2 lg:col-span-3">
          <Detail label="User agent">{orDash(report.userAgent)}</Detail>
        </div>
      </dl>
      <div>
        <h4 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Stack trace</h4>
        {report.stack ? (
          // Focusable so that keyboard users can scroll a long trace.
          <pre
            tabIndex={0}
            aria-label="Stack trace"
            className="mt-1 max-h-72 overflow-auto rounded-lg border border-border bg-muted p-3 font-mono text-xs leading-relaxed whitespace-pre focus-visible:outline-2 focus-visible:outline-ring"
          >
            {report.stack}
          </pre>
        ) : (
          <p className="mt-1 text-sm text-muted-foreground">No stack trace was sent with this error.</p>
        )}
      </div>
    </div>
  );
}
