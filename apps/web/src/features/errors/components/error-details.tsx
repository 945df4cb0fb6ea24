import type { ErrorReport } from '@causeway/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

const sourceLabels: Record<ErrorReport['source'], MessageDescriptor> = {
  client: msg`Browser (error reporter)`,
  server: msg`Server (API)`,
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words">{children}</dd>
    </div>
  );
}

function OrDash({ value }: { value: string | null }) {
  return (
    value || (
      <span className="text-muted-foreground">
        <Trans>Not recorded</Trans>
      </span>
    )
  );
}

/** Admin spec section 2: URL, user (ID or Anonymous), environment, method, IP, error ID, user agent and stack. */
export function ErrorDetails({ report, id }: { report: ErrorReport; id: string }) {
  const { t, i18n } = useLingui();
  const userId = report.userId;
  return (
    <div id={id} className="mt-4 grid grid-cols-1 gap-4 border-t border-border pt-4">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        <div className="sm:col-span-2 lg:col-span-3">
          <Detail label={t`URL`}>
            <span className="font-mono text-xs break-all">
              <OrDash value={report.url} />
            </span>
          </Detail>
        </div>
        <Detail label={t`User`}>{userId === null ? t`Anonymous` : t`User ID ${userId}`}</Detail>
        <Detail label={t`Environment`}>
          <OrDash value={report.environment} />
        </Detail>
        <Detail label={t`Method`}>
          <OrDash value={report.method} />
        </Detail>
        <Detail label={t`IP`}>
          <OrDash value={report.ip} />
        </Detail>
        <Detail label={t`Error ID`}>
          <span className="font-mono">#{report.id}</span>
        </Detail>
        <Detail label={t`Source`}>{i18n._(sourceLabels[report.source])}</Detail>
        <div className="sm:col-span-2 lg:col-span-3">
          <Detail label={t`User agent`}>
            <OrDash value={report.userAgent} />
          </Detail>
        </div>
      </dl>
      <div>
        <h4 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          <Trans>Stack trace</Trans>
        </h4>
        {report.stack ? (
          // Focusable so that keyboard users can scroll a long trace.
          <pre
            tabIndex={0}
            aria-label={t`Stack trace`}
            className="mt-1 max-h-72 overflow-auto rounded-lg border border-border bg-muted p-3 font-mono text-xs leading-relaxed whitespace-pre focus-visible:outline-2 focus-visible:outline-ring"
          >
            {report.stack}
          </pre>
        ) : (
          <p className="mt-1 text-sm text-muted-foreground">
            <Trans>No stack trace was sent with this error.</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
