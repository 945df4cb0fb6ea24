import { updateMessages as m, type CampaignUpdate, type UpdateInput } from '@causeway/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { campaignKeys } from '@/features/campaigns';
import { api, errorMessage } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';
import { updateKeys } from './get-updates';

/**
 * The admin list reads again; the public page's Updates tab is not refetched on mount (spec section 9), so its
 * cached copy is dropped and loads anew when opened.
 */
function refresh(queryClient: QueryClient, campaignId: number) {
  void queryClient.invalidateQueries({ queryKey: updateKeys.list(campaignId) });
  queryClient.removeQueries({ queryKey: campaignKeys.updates(campaignId), type: 'inactive' });
  void queryClient.invalidateQueries({ queryKey: campaignKeys.updates(campaignId) });
}

function failure(title: string, error: unknown, fallback: string) {
  toast({ variant: 'destructive', title, description: errorMessage(error, fallback) });
}

/** POST /api/campaigns/{id}/updates (spec section 8 for the toasts). */
export function useCreateUpdate(campaignId: number, options: MutationCallbacks<CampaignUpdate> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateInput) => api.post<CampaignUpdate>(`/api/campaigns/${campaignId}/updates`, input),
    onSuccess: (update) => {
      toast(
        update.isPublic
          ? { title: m.postedTitle, description: m.posted }
          : { title: m.postedTitle, description: 'This private update is visible to administrators only.' },
      );
      refresh(queryClient, campaignId);
      options.onSuccess?.(update);
    },
    onError: (error) => {
      failure(m.postFailedTitle, error, m.postFailed);
      options.onError?.(error);
    },
  });
}

/** PUT /api/campaigns/{id}/updates/{updateId}. */
export function useEditUpdate(campaignId: number, options: MutationCallbacks<CampaignUpdate> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateInput }) =>
      api.put<CampaignUpdate>(`/api/campaigns/${campaignId}/updates/${id}`, input),
    onSuccess: (update) => {
      toast({ title: m.savedTitle, description: `"${update.title}" has been updated.` });
      refresh(queryClient, campaignId);
      options.onSuccess?.(update);
    },
    onError: (error) => {
      failure(m.saveFailed, error, 'Please try again.');
      options.onError?.(error);
    },
  });
}

/** DELETE /api/campaigns/{id}/updates/{updateId}. */
export function useDeleteUpdate(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: Pick<CampaignUpdate, 'id' | 'title'>) =>
      api.delete<unknown>(`/api/campaigns/${campaignId}/updates/${update.id}`),
    onSuccess: (_, update) => {
      toast({ title: m.deletedTitle, description: `"${update.title}" was removed.` });
      refresh(queryClient, campaignId);
    },
    onError: (error) => failure(m.deleteFailed, error, 'Please try again.'),
  });
}
