import {
  recurringEndpoints as endpoints,
  type DonorRecurring,
  type recurringOperations as ops,
} from '@causeway/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { formatAmount } from '@/lib/format';
import { callOperation, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { donorKeys } from './query-keys';
import { recurringDonationsQueryKey } from './recurring-donations';

export const UPDATE_FAILED = msg`Failed to update recurring donation`;
export const CANCEL_FAILED = msg`Cancellation failed`;

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
function toggledToast(gift: DonorRecurring, i18n: I18n) {
  const campaignTitle = gift.campaign.title;
  if (gift.status === 'paused') {
    return {
      title: i18n._(msg`Recurring donation paused`),
      description: i18n._(msg`No payments to ${campaignTitle} until you resume it.`),
    };
  }
  const next = formatDate(gift.nextPaymentDate);
  return {
    title: i18n._(msg`Recurring donation resumed`),
    description: next
      ? i18n._(msg`Your next payment is on ${next}.`)
      : i18n._(msg`Your gift to ${campaignTitle} is active again.`),
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
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'pause' | 'resume' }) =>
      callOperation<typeof ops.change>(endpoints.change, { params: { id }, body: { action } }),
    onSuccess: (updated) => {
      toast(toggledToast(updated, i18n));
      applyUpdate(queryClient, updated);
    },
    onError: (error) => toastFailure(i18n._(UPDATE_FAILED), error),
  });
}

/** Cancelling is final (DECISIONS.md, Payments). */
export function useCancelRecurring() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callOperation<typeof ops.cancel>(endpoints.cancel, { params: { id } }),
    onSuccess: (updated) => {
      const amount = formatAmount(updated.amount, updated.currency);
      const campaignTitle = updated.campaign.title;
      toast({
        title: t`Subscription cancelled`,
        description: t`Your ${amount} gift to ${campaignTitle} will not be charged again.`,
      });
      applyUpdate(queryClient, updated);
    },
    onError: (error) => toastFailure(i18n._(CANCEL_FAILED), error, t`Please try again.`),
  });
}

/** A new amount in cents, from the next charge on. */
export function useChangeRecurringAmount() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, amount }: { id: number; amount: number }) =>
      callOperation<typeof ops.changeAmount>(endpoints.changeAmount, { params: { id }, body: { amount } }),
    onSuccess: (updated) => {
      const amount = formatAmount(updated.amount, updated.currency);
      const campaignTitle = updated.campaign.title;
      toast({
        title: t`Recurring donation updated`,
        description: t`From your next payment on, you give ${amount} to ${campaignTitle}.`,
      });
      applyUpdate(queryClient, updated);
    },
    onError: (error) => toastFailure(i18n._(UPDATE_FAILED), error),
  });
}
