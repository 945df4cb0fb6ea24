import {
  recurringManageEndpoints as endpoints,
  recurringManageMessages as m,
  type ManagedRecurring,
  type RecurringManageGifts,
  type recurringManageOperations as ops,
} from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { callOperation, errorMessage, isApiError } from '@/lib/api-client';

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
  return (updated: ManagedRecurring) =>
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

/** A failure toast with the server's reason, from the hook: it shows even after the dialog has closed. */
function useManageFailureToast() {
  const { t } = useLingui();
  return (title: string) => (error: unknown) =>
    toast({ variant: 'destructive', title, description: errorMessage(error, t`Please try again in a moment.`) });
}

export function useChangeManagedAmount() {
  const { t } = useLingui();
  const apply = useApplyUpdate();
  const failed = useManageFailureToast();
  return useMutation({
    mutationFn: ({ id, amount }: { id: number; amount: number }) =>
      callOperation<typeof ops.changeAmount>(endpoints.changeAmount, { params: { id }, body: { amount } }),
    onSuccess: (updated) => {
      apply(updated);
      toast({ title: m.amountChanged });
    },
    onError: failed(t`Could not change the amount`),
  });
}

/** 'Change card': a setup intent for the gift's own customer; the card form needs its client secret first. */
export function useManagedCardSetup() {
  return useMutation({
    mutationFn: (id: number) => callOperation<typeof ops.cardSetup>(endpoints.cardSetup, { params: { id } }),
  });
}

/** The card the setup confirmed pays the gift from its next charge on. */
export function useChangeManagedCard() {
  const { t } = useLingui();
  const apply = useApplyUpdate();
  const failed = useManageFailureToast();
  return useMutation({
    mutationFn: ({ id, paymentMethodId }: { id: number; paymentMethodId: string }) =>
      callOperation<typeof ops.changeCard>(endpoints.changeCard, {
        params: { id },
        body: { stripePaymentMethodId: paymentMethodId },
      }),
    onSuccess: (updated) => {
      apply(updated);
      toast({ title: m.cardChanged });
    },
    onError: failed(t`Could not change the card`),
  });
}

export function useEndManageSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callOperation<typeof ops.end>(endpoints.end),
    onSettled: () => queryClient.removeQueries({ queryKey: manageGiftsKey }),
  });
}
