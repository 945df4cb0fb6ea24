import {
  receiptEndpoints,
  receiptMessages,
  type ResendReceiptResult,
  type receiptOperations,
} from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { callOperation } from '@/lib/api-client';
import { ledgerKeys } from './query-keys';

export type ResendReceiptVariables = { donationId: number; email?: string };

export function resendReceipt({ donationId, email }: ResendReceiptVariables): Promise<ResendReceiptResult> {
  return callOperation<typeof receiptOperations.resend>(receiptEndpoints.resend, {
    params: { id: donationId },
    body: email ? { email } : {},
  });
}

/**
 * POST /api/admin/donations/{id}/receipt. The dialog shows a refusal itself; a success is toasted with the address
 * it went to, and the donation is read again (its timeline gains the audit entry).
 */
export function useResendReceipt() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendReceipt,
    onSuccess: ({ to }, { donationId }) => {
      toast({ title: receiptMessages.sent(to), description: t`It goes out through the outbox in a moment.` });
      void queryClient.invalidateQueries({ queryKey: ledgerKeys.detail(donationId) });
    },
  });
}
