import {
  campaignAdminEndpoints,
  campaignFormMessages as m,
  type AdminCampaign,
  type campaignAdminOperations as ops,
} from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { callOperation, errorMessage } from '@/lib/api-client';
import { invalidateCampaigns } from './invalidate-campaigns';

/** A draft copy titled '… (Copy)' (spec section 4). */
export function useDuplicateCampaign() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaign: Pick<AdminCampaign, 'id'>) =>
      callOperation<typeof ops.duplicate>(campaignAdminEndpoints.duplicate, { params: { id: campaign.id } }),
    onSuccess: (saved) => {
      const title = saved.campaign.title;
      toast({ title: m.duplicated, description: t`"${title}" was saved as a draft.` });
      void invalidateCampaigns(queryClient);
    },
    onError: () => toast({ variant: 'destructive', title: m.duplicateFailed }),
  });
}

/**
 * Removed, or archived when it has donations (DECISIONS.md); the archive is announced
 * with the server's own explanation.
 */
export function useDeleteCampaign() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaign: Pick<AdminCampaign, 'id'>) =>
      callOperation<typeof ops.remove>(campaignAdminEndpoints.remove, { params: { id: campaign.id } }),
    onSuccess: (result) => {
      toast(
        result.outcome === 'deleted'
          ? { title: m.deleted }
          : {
              title: result.message || m.archived,
              description: t`It has donations, so it was archived rather than deleted. Its records are kept.`,
            },
      );
      void invalidateCampaigns(queryClient);
    },
    onError: (error) => {
      const reason = errorMessage(error, '');
      toast({ variant: 'destructive', title: m.deleteFailed, ...(reason ? { description: reason } : {}) });
    },
  });
}
