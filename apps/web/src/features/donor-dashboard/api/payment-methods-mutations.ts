import {
  paymentMethodEndpoints as endpoints,
  type paymentMethodOperations as ops,
  type PaymentMethod,
} from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { savedCardName, savedCardsQueryKey } from '@/features/donations';
import { callOperation, errorMessage } from '@/lib/api-client';

/** Long enough to read the server's reason for a refusal, which asks the donor to do something first. */
const REFUSAL_TOAST_DURATION = 10_000;

/** A failure toast with the server's reason when it gave one. */
export function toastWalletFailure(title: string, error: unknown) {
  const description = errorMessage(error, '');
  toast({
    variant: 'destructive',
    title,
    ...(description ? { description, duration: REFUSAL_TOAST_DURATION } : {}),
  });
}

// Toasts live in the hooks, not in mutate() callbacks, so they show even when the dialog that asked has closed.

/** PUT /api/payment-methods/{id}/default: future gifts, and the donor's recurring ones, are charged to this card. */
export function useSetDefaultPaymentMethod() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callOperation<typeof ops.setDefault>(endpoints.setDefault, { params: { id } }),
    onSuccess: (card) => {
      const cardName = savedCardName(card, i18n);
      toast({
        title: t`Default payment method updated`,
        description: t`${cardName} now pays for your recurring donations and is offered first.`,
      });
      queryClient.setQueryData<PaymentMethod[]>(savedCardsQueryKey, (cards) =>
        cards?.map((other) => ({ ...other, isDefault: other.id === card.id })),
      );
      void queryClient.invalidateQueries({ queryKey: savedCardsQueryKey });
    },
    onError: (error) => toastWalletFailure(t`Failed to update default payment method`, error),
  });
}

/**
 * DELETE /api/payment-methods/{id}. The server refuses (409) to remove the card that pays for recurring gifts;
 * its message says what to do instead, so it is shown as is.
 */
export function useRemovePaymentMethod() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: PaymentMethod) =>
      callOperation<typeof ops.remove>(endpoints.remove, { params: { id: card.id } }),
    onSuccess: (_answer, card) => {
      const cardName = savedCardName(card, i18n);
      toast({ title: t`Payment method removed`, description: t`${cardName} is no longer saved.` });
      queryClient.setQueryData<PaymentMethod[]>(savedCardsQueryKey, (cards) =>
        cards?.filter((other) => other.id !== card.id),
      );
      // The server may have made another card the default.
      void queryClient.invalidateQueries({ queryKey: savedCardsQueryKey });
    },
    onError: (error) => toastWalletFailure(t`Failed to remove payment method`, error),
  });
}
