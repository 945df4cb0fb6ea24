import {
  recurringAdminEndpoints,
  type CancelRecurringAdminRequest,
  type recurringAdminOperations,
} from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { callOperation, errorMessage } from '@/lib/api-client';
import { donorListKeys } from '@/features/donors';
import { donorLabel } from '../lib/recurring-list-params';
import { recurringAdminKeys } from './query-keys';

/**
 * Cancels a gift for its donor. Either way the list is read again: after a 409 (cancelled meanwhile, by the donor
 * or another administrator) it shows what is true now. The donor list counts recurring gifts, so it is too.
 */
export function useCancelRecurringGift() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CancelRecurringAdminRequest & { id: number }) =>
      callOperation<typeof recurringAdminOperations.cancel>(recurringAdminEndpoints.cancel, { params: { id }, body }),
    onSuccess: ({ gift, donorEmailed }) => {
      const donor = donorLabel(gift.donor, i18n);
      const campaign = gift.campaign.title;
      toast({
        title: t`Recurring gift cancelled`,
        description: donorEmailed
          ? t`${donor} will not be charged again for ${campaign}. They have been e-mailed.`
          : t`${donor} will not be charged again for ${campaign}.`,
      });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t`Could not cancel the recurring gift`,
        description: errorMessage(error, t`Please try again.`),
      });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: recurringAdminKeys.all });
      void queryClient.invalidateQueries({ queryKey: donorListKeys.all });
    },
  });
}
