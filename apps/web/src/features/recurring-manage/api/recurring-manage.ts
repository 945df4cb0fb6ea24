import {
  recurringManageEndpoints as endpoints,
  type DonorRecurring,
  type RecurringManageGifts,
  type recurringManageOperations as ops,
} from '@causeway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation, isApiError } from '@/lib/api-client';

/**
 * The manage-by-link API (issue 24). The manage session is an HttpOnly cookie on the API's own path, set by the
 * redeem call; the page never sees it, and a 401 from the list means there is none (or it has ended).
 */
export const manageGiftsKey = ['manage-recurring', 'gifts'] as const;

export function useManagedGifts() {
  return useQuery({
    queryKey: manageGiftsKey,
    queryFn: ({ signal }) => callOperation<typeof ops.list>(endpoints.list, { signal }),
    // No session is an answer, not a failure to retry.
    retry: (count, error) => !(isApiError(error) && error.status === 401) && count < 2,
    refetchOnWindowFocus: false,
  });
}

export function useRequestManageLink() {
  return useMutation({
    mutationFn: (body: { email: string }) => callOperation<typeof ops.request>(endpoints.request, { body }),
  });
}

export function redeemManageLink(token: string) {
  return callOperation<typeof ops.redeem>(endpoints.redeem, { body: { token } });
}

/** The changed gift replaces the listed one at once. */
function useApplyUpdate() {
  const queryClient = useQueryClient();
  return (updated: DonorRecurring) =>
    queryClient.setQueryData<RecurringManageGifts>(manageGiftsKey, (data) =>
      data ? { ...data, gifts: data.gifts.map((g) => (g.id === updated.id ? updated : g)) } : data,
    );
}

export function useChangeManagedGift() {
  const apply = useApplyUpdate();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'pause' | 'resume' | 'cancel' }) =>
      callOperation<typeof ops.change>(endpoints.change, { params: { id }, body: { action } }),
    onSuccess: apply,
  });
}

export function useChangeManagedAmount() {
  const apply = useApplyUpdate();
  return useMutation({
    mutationFn: ({ id, amount }: { id: number; amount: number }) =>
      callOperation<typeof ops.changeAmount>(endpoints.changeAmount, { params: { id }, body: { amount } }),
    onSuccess: apply,
  });
}

export function useEndManageSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callOperation<typeof ops.end>(endpoints.end),
    onSettled: () => queryClient.removeQueries({ queryKey: manageGiftsKey }),
  });
}
