import {
  fundraiserEndpoints as e,
  fundraiserMessages as m,
  type AdminFundraiser,
  type FundraisingSettings,
  type fundraiserOperations as ops,
} from '@causeway/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { campaignKeys } from '@/features/campaigns';
import { toast } from '@/components/ui/use-toast';
import { callOperation, errorMessage } from '@/lib/api-client';

export const fundraiserAdminKeys = {
  settings: (campaignId: number) => ['admin', 'fundraising', campaignId] as const,
  lists: (campaignId: number) => ['admin', 'fundraisers', campaignId] as const,
  list: (campaignId: number, q: string, page: number) => ['admin', 'fundraisers', campaignId, { q, page }] as const,
};

function toastFailure(error: unknown, i18n: I18n) {
  toast({
    variant: 'destructive',
    title: i18n._(msg`Error`),
    description: errorMessage(error, i18n._(msg`Please try again.`)),
  });
}

/** GET /api/admin/campaigns/{id}/fundraising: whether supporters may fundraise, the suggested goal and guide. */
export function useFundraisingSettings(campaignId: number) {
  return useQuery({
    queryKey: fundraiserAdminKeys.settings(campaignId),
    queryFn: ({ signal }) => callOperation<typeof ops.settings>(e.settings, { params: { id: campaignId }, signal }),
    staleTime: 0,
  });
}

/**
 * Saves the setting. The campaign page's copy (its "Fundraise for this campaign" button and tab follow it) is
 * dropped, so the page opened in this tab shows the change.
 */
export function useSaveFundraisingSettings(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: FundraisingSettings) =>
      callOperation<typeof ops.saveSettings>(e.saveSettings, { params: { id: campaignId }, body: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(fundraiserAdminKeys.settings(campaignId), saved);
      void queryClient.invalidateQueries({ queryKey: campaignKeys.detail(campaignId) });
      toast({ title: m.settingsSaved });
    },
  });
}

/** GET /api/admin/campaigns/{id}/fundraisers: every page of the campaign, hidden ones too, most raised first. */
export function useAdminFundraisers(campaignId: number, q: string, page: number) {
  return useQuery({
    queryKey: fundraiserAdminKeys.list(campaignId, q, page),
    queryFn: ({ signal }) =>
      callOperation<typeof ops.adminList>(e.adminList, { params: { id: campaignId }, query: { q, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A change to a page the public sees: the list reads again, and the campaign page's copy is dropped. */
function useRefreshAfterChange(campaignId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: fundraiserAdminKeys.lists(campaignId) });
    void queryClient.invalidateQueries({ queryKey: campaignKeys.detail(campaignId) });
  };
}

/** Hide (the page answers "not found" to the public) or show it again. */
export function useSetFundraiserHidden(campaignId: number) {
  const { i18n } = useLingui();
  const refresh = useRefreshAfterChange(campaignId);
  return useMutation({
    mutationFn: ({ id, hidden }: { id: number; hidden: boolean }): Promise<AdminFundraiser> =>
      hidden
        ? callOperation<typeof ops.hide>(e.hide, { params: { fundraiserId: id } })
        : callOperation<typeof ops.unhide>(e.unhide, { params: { fundraiserId: id } }),
    onSuccess: (page) => {
      toast({ title: page.hidden ? m.hidden : m.unhidden });
      refresh();
    },
    onError: (error) => toastFailure(error, i18n),
  });
}

/** Remove for good: the page is deleted, and its gifts count as direct gifts to the campaign from then on. */
export function useRemoveFundraiser(campaignId: number) {
  const { i18n } = useLingui();
  const refresh = useRefreshAfterChange(campaignId);
  return useMutation({
    mutationFn: (id: number) => callOperation<typeof ops.remove>(e.remove, { params: { fundraiserId: id } }),
    onSuccess: (answer) => {
      toast({ title: answer.message });
      refresh();
    },
    onError: (error) => toastFailure(error, i18n),
  });
}
