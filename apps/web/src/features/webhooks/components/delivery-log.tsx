import { WEBHOOK_DELIVERY_PAGE_SIZE, type WebhookDelivery, type WebhookEndpoint } from '@causeway/contracts';
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
import { deliveryStatusLabels, deliveryStatusVariants, formatDateTime } from '../lib/webhook-display';

function StatusBadge({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <Badge
      variant={deliveryStatusVariants[delivery.status]}
      className={cn(delivery.status === 'failed' && 'border-destructive/40 text-destructive')}
    >
      {deliveryStatusLabels[delivery.status]}
    </Badge>
  );
}

const response = (d: WebhookDelivery) =>
  d.responseStatus !== null ? `HTTP ${d.responseStatus}` : d.error ? 'No answer' : '—';
const duration = (d: WebhookDelivery) => (d.durationMs !== null ? `${d.durationMs} ms` : '—');

const attemptsText = (d: WebhookDelivery) => `${d.attempts} ${d.attempts === 1 ? 'attempt' : 'attempts'}`;

// Two facts per cell, so the log fits the settings page's width without scrolling sideways.
const columns: DataTableColumn<WebhookDelivery>[] = [
  {
    id: 'event',
    header: 'Event',
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
    header: 'Status',
    cell: (d) => (
      <span className="grid justify-items-start gap-1">
        <StatusBadge delivery={d} />
        <span className="text-xs text-muted-foreground tabular-nums">{attemptsText(d)}</span>
      </span>
    ),
  },
  {
    id: 'response',
    header: 'Response',
    cell: (d) => (
      <span className="grid gap-0.5 whitespace-nowrap">
        <span>{response(d)}</span>
        <span className="text-xs text-muted-foreground tabular-nums">{duration(d)}</span>
      </span>
    ),
  },
  {
    id: 'when',
    header: 'Created',
    cell: (d) => (
      <span className="grid gap-0.5 whitespace-nowrap">
        <span>{formatDateTime(d.createdAt)}</span>
        {d.lastAttemptAt ? (
          <span className="text-xs text-muted-foreground">Last try {formatDateTime(d.lastAttemptAt)}</span>
        ) : null}
      </span>
    ),
    cellClassName: 'text-muted-foreground',
  },
];

/** An endpoint's deliveries, newest first, with each one's outcome, its details and "Redeliver". */
export function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<WebhookDelivery | null>(null);
  const deliveries = useWebhookDeliveries(endpoint.id, page);
  const redeliver = useRedeliverWebhook();
  const data = deliveries.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / WEBHOOK_DELIVERY_PAGE_SIZE)) : 1;

  if (deliveries.isError && !data) {
    return (
      <RetryNotice
        message="The delivery log could not be loaded."
        onRetry={() => void deliveries.refetch()}
        retrying={deliveries.isFetching}
      />
    );
  }

  const actions = (d: WebhookDelivery) => (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="sm" onClick={() => setOpen(d)}>
        Details
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={redeliver.isPending}
        onClick={() => redeliver.mutate({ endpointId: endpoint.id, deliveryId: d.id })}
      >
        <RotateCw aria-hidden="true" />
        Redeliver
      </Button>
    </div>
  );

  return (
    <div className="grid min-w-0 gap-3">
      <DataTable
        caption={`Deliveries to ${endpoint.url}`}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(d) => d.id}
        loading={deliveries.isPending}
        loadingLabel="Loading deliveries"
        busy={deliveries.isPlaceholderData}
        empty={
          <StateMessage
            icon={Inbox}
            title="No deliveries yet"
            description="Events this endpoint receives show here, with the receiver's answer. Send a test event to try it."
          />
        }
        rowActions={{ header: 'Actions', cell: actions }}
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
              {attemptsText(d)} · {response(d)} · {duration(d)}
            </p>
            <p className="text-muted-foreground">{formatDateTime(d.createdAt)}</p>
            {actions(d)}
          </div>
        )}
      />
      {pageCount > 1 ? (
        <Pagination
          label="Delivery log pages"
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
  return (
    <Dialog
      open={delivery !== null}
      title="Delivery details"
      description={delivery ? `${delivery.eventType} · ${delivery.eventId}` : undefined}
      onDismiss={onClose}
      className="max-w-2xl"
    >
      {delivery ? (
        <div className="grid gap-4 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-muted-foreground">Status</dt>
            <dd>
              <StatusBadge delivery={delivery} />
            </dd>
            <dt className="text-muted-foreground">Attempts</dt>
            <dd className="tabular-nums">{delivery.attempts}</dd>
            <dt className="text-muted-foreground">Response</dt>
            <dd>{response(delivery)}</dd>
            <dt className="text-muted-foreground">Time</dt>
            <dd>{duration(delivery)}</dd>
            <dt className="text-muted-foreground">Created</dt>
            <dd>{formatDateTime(delivery.createdAt)}</dd>
            <dt className="text-muted-foreground">Last attempt</dt>
            <dd>{formatDateTime(delivery.lastAttemptAt) || '—'}</dd>
            {delivery.deliveredAt ? (
              <>
                <dt className="text-muted-foreground">Delivered</dt>
                <dd>{formatDateTime(delivery.deliveredAt)}</dd>
              </>
            ) : null}
          </dl>
          {delivery.error ? (
            <div className="grid gap-1">
              <h3 className="font-medium">Error</h3>
              <p className="rounded-md border border-destructive/30 bg-destructive/5 p-2 break-words">
                {delivery.error}
              </p>
            </div>
          ) : null}
          <div className="grid gap-1">
            <h3 className="font-medium">Response body (first 1 KB)</h3>
            <pre className="max-h-40 overflow-auto rounded-md border border-border bg-muted/50 p-2 font-mono text-xs whitespace-pre-wrap break-all">
              {delivery.responseBody || '(empty)'}
            </pre>
          </div>
          <div className="grid gap-1">
            <h3 className="font-medium">Payload</h3>
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
