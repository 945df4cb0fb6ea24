import {
  supportMessageEndpoints as e,
  supportMessageErrors,
  type AdminSupportMessage,
  type AdminSupportMessagePage,
  type supportMessageOperations as ops,
} from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { callOperation, errorMessage } from '@/lib/api-client';

const adminSupportKeys = {
  all: (campaignId: number) => ['admin', 'support-messages', campaignId] as const,
  page: (campaignId: number, page: number) => ['admin', 'support-messages', campaignId, page] as const,
};

/** GET /api/admin/campaigns/{id}/support-messages: every message of the campaign, hidden ones too. */
export function useAdminSupportMessages(campaignId: number, page: number) {
  return useQuery({
    queryKey: adminSupportKeys.page(campaignId, page),
    queryFn: ({ signal }): Promise<AdminSupportMessagePage> =>
      callOperation<typeof ops.adminList>(e.adminList, { params: { id: campaignId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Hides or unhides one message. The moderation list reads again, and the public list's cached pages are dropped
 * so the campaign page, opened in this tab, shows the change.
 */
export function useSetSupportMessageHidden(campaignId: number) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ donationId, hidden }: { donationId: number; hidden: boolean }): Promise<AdminSupportMessage> =>
      hidden
        ? callOperation<typeof ops.hide>(e.hide, { params: { donationId } })
        : callOperation<typeof ops.unhide>(e.unhide, { params: { donationId } }),
    onSuccess: (message) => {
      void queryClient.invalidateQueries({ queryKey: adminSupportKeys.all(campaignId) });
      queryClient.removeQueries({ queryKey: ['campaigns', 'detail', campaignId, 'support-messages'] });
      toast({ title: message.hidden ? supportMessageErrors.hidden : supportMessageErrors.unhidden });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: t`Error`, description: errorMessage(error, t`Please try again.`) });
    },
  });
}
