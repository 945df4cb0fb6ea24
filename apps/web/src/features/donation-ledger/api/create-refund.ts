import {
  formatCurrency,
  refundEndpoints,
  refundMessages,
  type CreateRefundInput,
  type LedgerRefund,
  type refundOperations,
} from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { callOperation } from '@/lib/api-client';
import { campaignKeys } from '@/features/campaigns';
import { ledgerKeys } from './query-keys';

export type CreateRefundVariables = CreateRefundInput & { donationId: number; idempotencyKey: string };

/** A refund answered with a failed refund: the same Idempotency-Key as an earlier attempt the provider refused. */
export class RefundRefused extends Error {}

export function createRefund({ donationId, idempotencyKey, ...body }: CreateRefundVariables): Promise<LedgerRefund> {
  return callOperation<typeof refundOperations.create>(refundEndpoints.create, {
    params: { id: donationId },
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * POST /api/admin/donations/{id}/refunds, amounts in the gift's `currency` (issue 26). The dialog shows a failure itself; a success is toasted, and the
 * donation, the ledger and the campaign's figures are read again, whatever happened (a refusal leaves a failed
 * refund on the timeline).
 */
export function useCreateRefund(campaignId: number, currency: string) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: CreateRefundVariables) => {
      const refund = await createRefund(variables);
      if (refund.status === 'failed')
        throw new RefundRefused(refundMessages.providerRefused(refund.failureMessage ?? ''));
      return refund;
    },
    onSuccess: (refund) => {
      const amount = formatCurrency(refund.amount, { currency });
      toast({
        title:
          refund.status === 'succeeded' ? refundMessages.refunded(refund.amount, currency) : refundMessages.requested,
        description:
          refund.status === 'succeeded'
            ? t`The donor has been e-mailed, and the campaign total is updated.`
            : t`${amount} is on its way back; the totals move when the payment provider confirms it.`,
      });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ledgerKeys.all });
      void queryClient.invalidateQueries({ queryKey: campaignKeys.detail(campaignId) });
    },
  });
}
