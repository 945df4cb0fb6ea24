import {
  paymentEndpoints,
  paymentMethodEndpoints as endpoints,
  type paymentMethodOperations as ops,
  type paymentOperations,
} from '@causeway/contracts';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { savedCardName, savedCardsQueryKey } from '@/features/donations';
import { callOperation } from '@/lib/api-client';
import { toastWalletFailure } from './payment-methods-mutations';

export const ADD_FAILED = msg`Failed to add payment method`;

/** POST /api/payment-methods/setup-intent: a card is collected for later against a setup intent. */
export function useCreateSetupIntent() {
  return useMutation({
    mutationFn: () => callOperation<typeof ops.setupIntent>(endpoints.setupIntent),
  });
}

export type SandboxSetupCard = { number: string; expMonth: number; expYear: number; cvc: string };

/** Sandbox mode only: what Stripe.js's confirmSetup does with a card, done by our own sandbox provider. */
export function useConfirmSandboxSetup() {
  return useMutation({
    mutationFn: (input: { clientSecret: string; card: SandboxSetupCard }) =>
      callOperation<typeof paymentOperations.sandboxConfirmSetup>(paymentEndpoints.sandboxConfirmSetup, {
        body: input,
      }),
  });
}

/** POST /api/payment-methods: the card confirmed by the setup intent joins the donor's saved cards. */
export function useAddPaymentMethod() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stripePaymentMethodId: string) =>
      callOperation<typeof ops.add>(endpoints.add, { body: { stripePaymentMethodId } }),
    onSuccess: (card) => {
      const cardName = savedCardName(card, i18n);
      toast({
        title: t`Payment method added`,
        description: card.isDefault
          ? t`${cardName} is saved as your default card.`
          : t`${cardName} is saved for your next donations.`,
      });
      void queryClient.invalidateQueries({ queryKey: savedCardsQueryKey });
    },
    onError: (error) => toastWalletFailure(i18n._(ADD_FAILED), error),
  });
}
