import { WEBHOOK_DELIVERY_PAGE_SIZE, type WebhookDelivery, type WebhookEndpoint } from '@causeway/contracts';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Inbox, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { Pagination } from '@/components/ui/pagination';
import { RetryNotice } from '@/components/ui/retry-notice';
import { StateMessage } from '@/components/ui/state-message';
import { cn } from '@/lib/cn';
import { useRedeliverWebhook, useWebhookDeliveries } from '../api/webhooks-api';
import { deliveryStatusLabels, deliveryStatusVariants, formatDeliveryTime } from '../lib/webhook-display';

function StatusBadge({ delivery }: { delivery: WebhookDelivery }) {
  const { i18n } = useLingui();
  return (
    <Badge
      variant={deliveryStatusVariants[delivery.status]}
      className={cn(delivery.status === 'failed' && 'border-destructive/40 text-destructive')}
    >
      {i18n._(deliveryStatusLabels[delivery.status])}
    </Badge>
  );
}

function response(d: WebhookDelivery, i18n: I18n): string {
  const status = d.responseStatus;
  if (status !== null) return i18n._(msg`HTTP ${status}`);
  return d.error ? i18n._(msg`No answer`) : '—';
}
function duration(d: WebhookDelivery, i18n: I18n): string {
  const ms = d.durationMs;
  return ms !== null ? i18n._(msg`${ms} ms`) : '—';
}

function lastTryText(iso: string, i18n: I18n): string {
  const time = formatDeliveryTime(iso);
  return i18n._(msg`Last try ${time}`);
}

function attemptsText(d: WebhookDelivery, i18n: I18n): string {
  const attempts = d.attempts;
  return i18n._(msg`${plural(attempts, { one: '# attempt', other: '# attempts' })}`);
}

// Two facts per cell, so the log fits the settings page's width without scrolling sideways.
const columns = (i18n: I18n): DataTableColumn<WebhookDelivery>[] => [
  {
    id: 'event',
    header: i18n._(msg`Event`),
    rowHeader: true,
    cell: (d) => (
      <span className="grid gap-0.5">
        <code className="font-mono text-xs font-semibold">{d.eventType}</code>
        <span className="font-mono text-xs text-muted-foreground">{d.eventId.slice(0, 16)}…</span>
      </span>
    ),
  },
  {
    id: 'status',
    header: i18n._(msg`Status`),
    cell: (d) => (
      <span className="grid justify-items-start gap-1">
        <StatusBadge delivery={d} />
        <span className="text-xs text-muted-foreground tabular-nums">{attemptsText(d, i18n)}</span>
      </span>
    ),
  },
  {
    id: 'response',
    header: i18n._(msg`Response`),
    cell: (d) => (
      <span className="grid gap-0.5 whitespace-nowrap">
        <span>{response(d, i18n)}</span>
        <span className="text-xs text-muted-foreground tabular-nums">{duration(d, i18n)}</span>
      </span>
    ),
  },
  {
    id: 'when',
    header: i18n._(msg`Created`),
    cell: (d) => (
      <span className="grid gap-0.5 whitespace-nowrap">
        <span>{formatDeliveryTime(d.createdAt)}</span>
        {d.lastAttemptAt ? (
          <span className="text-xs text-muted-foreground">{lastTryText(d.lastAttemptAt, i18n)}</span>
        ) : null}
      </span>
    ),
    cellClassName: 'text-muted-foreground',
  },
];

/** An endpoint's deliveries, newest first, with each one's outcome, its details and "Redeliver". */
export function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<WebhookDelivery | null>(null);
  const deliveries = useWebhookDeliveries(endpoint.id, page);
  const redeliver = useRedeliverWebhook();
  const data = deliveries.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / WEBHOOK_DELIVERY_PAGE_SIZE)) : 1;

  if (deliveries.isError && !data) {
    return (
      <RetryNotice
        message={t`The delivery log could not be loaded.`}
        onRetry={() => void deliveries.refetch()}
        retrying={deliveries.isFetching}
      />
    );
  }

  const actions = (d: WebhookDelivery) => (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="sm" onClick={() => setOpen(d)}>
        <Trans>Details</Trans>
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={redeliver.isPending}
        onClick={() => redeliver.mutate({ endpointId: endpoint.id, deliveryId: d.id })}
      >
        <RotateCw aria-hidden="true" />
        <Trans>Redeliver</Trans>
      </Button>
    </div>
  );

  const url = endpoint.url;
  return (
    <div className="grid min-w-0 gap-3">
      <DataTable
        caption={t`Deliveries to ${url}`}
        columns={columns(i18n)}
        rows={data?.items ?? []}
        rowKey={(d) => d.id}
        loading={deliveries.isPending}
        loadingLabel={t`Loading deliveries`}
        busy={deliveries.isPlaceholderData}
        empty={
          <StateMessage
            icon={Inbox}
            title={t`No deliveries yet`}
            description={t`Events this endpoint receives show here, with the receiver's answer. Send a test event to try it.`}
          />
        }
        rowActions={{ header: t`Actions`, cell: actions }}
        card={(d) => (
          <div className="grid gap-2 text-sm">
            <div className="flex items-start justify-between gap-2">
              <span className="grid gap-0.5">
                <code className="font-mono text-xs font-semibold">{d.eventType}</code>
                <span className="break-all font-mono text-xs text-muted-foreground">{d.eventId}</span>
              </span>
              <StatusBadge delivery={d} />
            </div>
            <p className="text-muted-foreground">
              {attemptsText(d, i18n)} · {response(d, i18n)} · {duration(d, i18n)}
            </p>
            <p className="text-muted-foreground">{formatDeliveryTime(d.createdAt)}</p>
            {actions(d)}
          </div>
        )}
      />
      {pageCount > 1 ? (
        <Pagination
          label={t`Delivery log pages`}
          page={page}
          pageCount={pageCount}
          onPageChange={setPage}
          busy={deliveries.isPlaceholderData}
        />
      ) : null}
      <DeliveryDetails delivery={open} onClose={() => setOpen(null)} />
    </div>
  );
}

function DeliveryDetails({ delivery, onClose }: { delivery: WebhookDelivery | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <Dialog
      open={delivery !== null}
      title={t`Delivery details`}
      description={delivery ? `${delivery.eventType} · ${delivery.eventId}` : undefined}
      onDismiss={onClose}
      className="max-w-2xl"
    >
      {delivery ? (
        <div className="grid gap-4 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-muted-foreground">
              <Trans>Status</Trans>
            </dt>
            <dd>
              <StatusBadge delivery={delivery} />
            </dd>
            <dt className="text-muted-foreground">
              <Trans>Attempts</Trans>
            </dt>
            <dd className="tabular-nums">{delivery.attempts}</dd>
            <dt className="text-muted-foreground">
              <Trans>Response</Trans>
            </dt>
            <dd>{response(delivery, i18n)}</dd>
            <dt className="text-muted-foreground">
              <Trans>Time</Trans>
            </dt>
            <dd>{duration(delivery, i18n)}</dd>
            <dt className="text-muted-foreground">
              <Trans>Created</Trans>
            </dt>
            <dd>{formatDeliveryTime(delivery.createdAt)}</dd>
            <dt className="text-muted-foreground">
              <Trans>Last attempt</Trans>
            </dt>
            <dd>{formatDeliveryTime(delivery.lastAttemptAt) || '—'}</dd>
            {delivery.deliveredAt ? (
              <>
                <dt className="text-muted-foreground">
                  <Trans>Delivered</Trans>
                </dt>
                <dd>{formatDeliveryTime(delivery.deliveredAt)}</dd>
              </>
            ) : null}
          </dl>
          {delivery.error ? (
            <div className="grid gap-1">
              <h3 className="font-medium">
                <Trans>Error</Trans>
              </h3>
              <p className="rounded-md border border-destructive/30 bg-destructive/5 p-2 break-words">
                {delivery.error}
              </p>
            </div>
          ) : null}
          <div className="grid gap-1">
            <h3 className="font-medium">
              <Trans>Response body (first 1 KB)</Trans>
            </h3>
            <pre className="max-h-40 overflow-auto rounded-md border border-border bg-muted/50 p-2 font-mono text-xs whitespace-pre-wrap break-all">
              {delivery.responseBody || t`(empty)`}
            </pre>
          </div>
          <div className="grid gap-1">
            <h3 className="font-medium">
              <Trans>Payload</Trans>
            </h3>
            <pre className="max-h-64 overflow-auto rounded-md border border-border bg-muted/50 p-2 font-mono text-xs whitespace-pre-wrap break-all">
              {prettyJson(delivery.payload)}
            </pre>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
