import {
  recurringAdminEndpoints,
  type CancelRecurringAdminRequest,
  type recurringAdminOperations,
} from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { callOperation, errorMessage } from '@/lib/api-client';
import { donorListKeys } from '@/features/donors';
import { donorLabel } from '../lib/recurring-list-params';
import { recurringAdminKeys } from './query-keys';

export const CANCEL_FAILED = 'Could not cancel the recurring gift';

/**
 * Cancels a gift for its donor. Either way the list is read again: after a 409 (cancelled meanwhile, by the donor
 * or another administrator) it shows what is true now. The donor list counts recurring gifts, so it is too.
 */
export function useCancelRecurringGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CancelRecurringAdminRequest & { id: number }) =>
      callOperation<typeof recurringAdminOperations.cancel>(recurringAdminEndpoints.cancel, { params: { id }, body }),
    onSuccess: ({ gift, donorEmailed }) => {
      toast({
        title: 'Recurring gift cancelled',
        description: `${donorLabel(gift.donor)} will not be charged again for ${gift.campaign.title}.${
          donorEmailed ? ' They have been e-mailed.' : ''
        }`,
      });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: CANCEL_FAILED, description: errorMessage(error, 'Please try again.') });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: recurringAdminKeys.all });
      void queryClient.invalidateQueries({ queryKey: donorListKeys.all });
    },
  });
}
