import {
  webhookAdminEndpoints as e,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEndpointPatch,
  type webhookOperations as ops,
} from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { callOperation, errorMessage } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';

export const webhooksQueryKey = ['admin', 'webhooks'] as const;
const deliveriesKey = (endpointId: number) => [...webhooksQueryKey, endpointId, 'deliveries'] as const;

export function webhookEndpointsQueryOptions() {
  return queryOptions({
    queryKey: webhooksQueryKey,
    queryFn: ({ signal }) => callOperation<typeof ops.list>(e.list, { signal }),
  });
}

export const useWebhookEndpoints = () => useQuery(webhookEndpointsQueryOptions());

export function useWebhookDeliveries(endpointId: number, page: number) {
  return useQuery({
    queryKey: [...deliveriesKey(endpointId), page],
    queryFn: ({ signal }): Promise<WebhookDeliveryPage> =>
      callOperation<typeof ops.deliveries>(e.deliveries, { params: { id: endpointId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
    // Pending deliveries move on in the background: the log refreshes itself while any is waiting.
    refetchInterval: (query) => (query.state.data?.items.some((d) => d.status === 'pending') ? 5_000 : false),
  });
}

/** The list holds each endpoint's last delivery status, so any change refreshes it with the log. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey });
}

const failed = (title: string, fallback: string) => (error: Error) =>
  toast({ variant: 'destructive', title, description: errorMessage(error, fallback) });

export function useSaveWebhookEndpoint(options: MutationCallbacks<WebhookEndpoint> = {}) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id: number; patch: WebhookEndpointPatch } | { id: null; body: WebhookEndpointInput }) =>
      input.id === null
        ? callOperation<typeof ops.create>(e.create, { body: input.body })
        : callOperation<typeof ops.update>(e.update, { params: { id: input.id }, body: input.patch }),
    onSuccess: (endpoint) => {
      void refresh();
      options.onSuccess?.(endpoint);
    },
    onError: options.onError,
  });
}

export function useToggleWebhookEndpoint() {
  const { t } = useLingui();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      callOperation<typeof ops.update>(e.update, { params: { id }, body: { enabled } }),
    onSuccess: (endpoint) => {
      void refresh();
      toast({ title: endpoint.enabled ? t`Endpoint enabled` : t`Endpoint disabled` });
    },
    onError: failed(t`The endpoint could not be changed`, t`Please try again.`),
  });
}

export function useDeleteWebhookEndpoint() {
  const { t } = useLingui();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => callOperation<typeof ops.remove>(e.remove, { params: { id } }),
    onSuccess: () => {
      void refresh();
      toast({ title: t`Endpoint deleted` });
    },
    onError: failed(t`The endpoint could not be deleted`, t`Please try again.`),
  });
}

export function useRollWebhookSecret() {
  const { t } = useLingui();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => callOperation<typeof ops.rollSecret>(e.rollSecret, { params: { id } }),
    onSuccess: () => {
      void refresh();
      toast({ title: t`Secret rolled`, description: t`Deliveries from now on are signed with the new secret.` });
    },
    onError: failed(t`The secret could not be rolled`, t`Please try again.`),
  });
}

export function useSendWebhookTest() {
  const { t } = useLingui();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => callOperation<typeof ops.sendTest>(e.sendTest, { params: { id } }),
    onSuccess: () => {
      void refresh();
      toast({ title: t`Test event queued`, description: t`It shows in the delivery log once sent.` });
    },
    onError: failed(t`The test event could not be sent`, t`Please try again.`),
  });
}

export function useRedeliverWebhook() {
  const { t } = useLingui();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ endpointId, deliveryId }: { endpointId: number; deliveryId: number }): Promise<WebhookDelivery> =>
      callOperation<typeof ops.redeliver>(e.redeliver, { params: { id: endpointId, deliveryId } }),
    onSuccess: () => {
      void refresh();
      toast({ title: t`Delivery queued again` });
    },
    onError: failed(t`The delivery could not be queued again`, t`Please try again.`),
  });
}
