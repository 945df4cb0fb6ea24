import {
  recurringEndpoints as endpoints,
  type DonorRecurring,
  type recurringOperations as ops,
} from '@causeway/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { formatAmount } from '@/lib/format';
import { callOperation, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { donorKeys } from './query-keys';
import { recurringDonationsQueryKey } from './recurring-donations';

export const UPDATE_FAILED = 'Failed to update recurring donation';
export const CANCEL_FAILED = 'Cancellation failed';

/**
 * The gift as the server now has it replaces the cached one at once, so the mutation need not wait for a
 * refetch; the list and the donor stats (whose 'active donations' counts active gifts) are read again.
 */
function applyUpdate(queryClient: QueryClient, updated: DonorRecurring) {
  queryClient.setQueryData<DonorRecurring[]>(recurringDonationsQueryKey, (list) =>
    list?.map((gift) => (gift.id === updated.id ? updated : gift)),
  );
  void queryClient.invalidateQueries({ queryKey: recurringDonationsQueryKey });
  void queryClient.invalidateQueries({ queryKey: donorKeys.stats() });
}

/** Pausing and resuming say what it means for the next charge, which is also what the list now shows. */
function toggledToast(gift: DonorRecurring) {
  if (gift.status === 'paused') {
    return {
      title: 'Recurring donation paused',
      description: `No payments to ${gift.campaign.title} until you resume it.`,
    };
  }
  const next = formatDate(gift.nextPaymentDate);
  return {
    title: 'Recurring donation resumed',
    description: next ? `Your next payment is on ${next}.` : `Your gift to ${gift.campaign.title} is active again.`,
  };
}

/** A failure toast with the server's reason when it gave one (e.g. 'already paused' after a change elsewhere). */
function toastFailure(title: string, error: unknown, fallback?: string) {
  const description = errorMessage(error, fallback ?? '');
  toast({ variant: 'destructive', title, ...(description ? { description } : {}) });
}

// The toasts live in the hooks, not in mutate() callbacks: these run even when the dialog that started the
// request has closed (TanStack Query drops mutate() callbacks of an unmounted component).

/** The pause/resume toggle (spec section 4). */
export function useToggleRecurring() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'pause' | 'resume' }) =>
      callOperation<typeof ops.change>(endpoints.change, { params: { id }, body: { action } }),
    onSuccess: (updated) => {
      toast(toggledToast(updated));
      applyUpdate(queryClient, updated);
    },
    onError: (error) => toastFailure(UPDATE_FAILED, error),
  });
}

/** Cancelling is final (DECISIONS.md, Payments). */
export function useCancelRecurring() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callOperation<typeof ops.cancel>(endpoints.cancel, { params: { id } }),
    onSuccess: (updated) => {
      toast({
        title: 'Subscription cancelled',
        description: `Your ${formatAmount(updated.amount, updated.currency)} gift to ${updated.campaign.title} will not be charged again.`,
      });
      applyUpdate(queryClient, updated);
    },
    onError: (error) => toastFailure(CANCEL_FAILED, error, 'Please try again.'),
  });
}

/** A new amount in cents, from the next charge on. */
export function useChangeRecurringAmount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, amount }: { id: number; amount: number }) =>
      callOperation<typeof ops.changeAmount>(endpoints.changeAmount, { params: { id }, body: { amount } }),
    onSuccess: (updated) => {
      toast({
        title: 'Recurring donation updated',
        description: `From your next payment on, you give ${formatAmount(updated.amount, updated.currency)} to ${updated.campaign.title}.`,
      });
      applyUpdate(queryClient, updated);
    },
    onError: (error) => toastFailure(UPDATE_FAILED, error),
  });
}
