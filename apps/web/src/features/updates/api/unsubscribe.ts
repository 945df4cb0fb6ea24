import {
  updateEmailEndpoints as e,
  type UnsubscribeResponse,
  type updateEmailOperations as ops,
  type UpdateSubscription,
} from '@causeway/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';

/** GET /api/updates/subscription: the campaign of an unsubscribe link, before the donor confirms. */
export function useUpdateSubscription(token: string | null) {
  return useQuery({
    queryKey: ['update-subscription', token],
    queryFn: ({ signal }): Promise<UpdateSubscription> =>
      callOperation<typeof ops.subscription>(e.subscription, { query: { token: token! }, signal }),
    enabled: token !== null,
    // A bad link stays bad: asking again would not change the answer.
    retry: false,
  });
}

/** POST /api/updates/unsubscribe: the page's button (mail providers post the same URL with one click). */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string): Promise<UnsubscribeResponse> =>
      callOperation<typeof ops.unsubscribe>(e.unsubscribe, { query: { token } }),
  });
}
