import type { WebhookEndpoint } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, ChevronUp, Pencil, Plus, Send, Trash2, Webhook } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RetryNotice } from '@/components/ui/retry-notice';
import { Skeleton } from '@/components/ui/skeleton';
import { StateMessage } from '@/components/ui/state-message';
import { cn } from '@/lib/cn';
import { useSendWebhookTest, useToggleWebhookEndpoint, useWebhookEndpoints } from '../api/webhooks-api';
import { deliveryStatusLabels } from '../lib/webhook-display';
import { DeleteEndpointDialog } from './delete-endpoint-dialog';
import { DeliveryLog } from './delivery-log';
import { EndpointFormDialog } from './endpoint-form-dialog';
import { EndpointSecret } from './endpoint-secret';

/**
 * Settings → Webhooks (issue 23): the endpoints that receive signed events, each with its secret, its events and
 * its delivery log. docs/webhooks.md says what a receiver gets and how it checks the signature.
 */
export function WebhooksTab() {
  const { t } = useLingui();
  const endpoints = useWebhookEndpoints();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>
            <Trans>Webhooks</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              Send donations, refunds, recurring gifts and reached goals to your CRM or accounting system as they
              happen. Each request is signed with the endpoint&apos;s secret.
            </Trans>
          </CardDescription>
        </div>
        <Button className="shrink-0" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          <Trans>Add endpoint</Trans>
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {endpoints.isPending ? (
          <div className="grid gap-4" aria-label={t`Loading endpoints`}>
            <Skeleton className="h-40 w-full" />
          </div>
        ) : endpoints.isError ? (
          <RetryNotice
            message={t`The webhook endpoints could not be loaded.`}
            onRetry={() => void endpoints.refetch()}
            retrying={endpoints.isFetching}
          />
        ) : endpoints.data.length === 0 ? (
          <StateMessage
            icon={Webhook}
            title={t`No endpoints yet`}
            description={t`Add an endpoint to receive an HTTPS request for each event you choose.`}
          />
        ) : (
          <ul className="grid gap-4" aria-label={t`Webhook endpoints`}>
            {endpoints.data.map((endpoint) => (
              <li key={endpoint.id} className="min-w-0">
                <EndpointCard
                  endpoint={endpoint}
                  onEdit={() => setEditing(endpoint)}
                  onDelete={() => setDeleting(endpoint)}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <EndpointFormDialog
        open={editing !== null}
        endpoint={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <DeleteEndpointDialog endpoint={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}

function EndpointCard({
  endpoint,
  onEdit,
  onDelete,
}: {
  endpoint: WebhookEndpoint;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useLingui();
  const [logOpen, setLogOpen] = useState(false);
  const url = endpoint.url;
  const lastStatus = endpoint.lastDeliveryStatus
    ? i18n._(deliveryStatusLabels[endpoint.lastDeliveryStatus]).toLowerCase()
    : null;
  const test = useSendWebhookTest();
  const toggle = useToggleWebhookEndpoint();
  const logId = `webhook-log-${endpoint.id}`;

  return (
    <section
      aria-labelledby={`webhook-url-${endpoint.id}`}
      className={cn('grid min-w-0 gap-4 rounded-xl border border-border p-4', !endpoint.enabled && 'bg-muted/30')}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h3 id={`webhook-url-${endpoint.id}`} className="break-all font-mono text-sm font-semibold">
            {endpoint.url}
          </h3>
          {endpoint.description ? <p className="text-sm text-muted-foreground">{endpoint.description}</p> : null}
          <div className="flex flex-wrap items-center gap-2 pt-1">
            <Badge variant={endpoint.enabled ? 'success' : 'outline'}>
              {endpoint.enabled ? t`Enabled` : t`Disabled`}
            </Badge>
            {lastStatus ? (
              <span className="text-xs text-muted-foreground">
                <Trans>Last delivery: {lastStatus}</Trans>
              </span>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-1">
          <Button variant="ghost" size="sm" onClick={onEdit} aria-label={t`Edit ${url}`}>
            <Pencil aria-hidden="true" />
            <Trans>Edit</Trans>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={toggle.isPending}
            onClick={() => toggle.mutate({ id: endpoint.id, enabled: !endpoint.enabled })}
          >
            {endpoint.enabled ? t`Disable` : t`Enable`}
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete} aria-label={t`Delete ${url}`}>
            <Trash2 aria-hidden="true" />
            <Trans>Delete</Trans>
          </Button>
        </div>
      </div>
      <div className="grid gap-2">
        <span className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          <Trans>Events</Trans>
        </span>
        <ul className="flex flex-wrap gap-1.5" aria-label={t`Events`}>
          {endpoint.events.map((type) => (
            <li key={type}>
              <Badge variant="secondary" className="font-mono">
                {type}
              </Badge>
            </li>
          ))}
        </ul>
      </div>
      <EndpointSecret endpoint={endpoint} />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={logOpen}
          aria-controls={logId}
          onClick={() => setLogOpen((open) => !open)}
        >
          {logOpen ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          {logOpen ? t`Hide delivery log` : t`Delivery log`}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={test.isPending}
          onClick={() => test.mutate(endpoint.id, { onSuccess: () => setLogOpen(true) })}
        >
          <Send aria-hidden="true" />
          <Trans>Send test event</Trans>
        </Button>
      </div>
      {logOpen ? (
        <div id={logId} className="min-w-0">
          <DeliveryLog endpoint={endpoint} />
        </div>
      ) : null}
    </section>
  );
}
