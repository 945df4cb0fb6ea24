import {
  campaignUpdateEndpoints as e,
  updateMessages as m,
  type CampaignUpdate,
  type campaignUpdateOperations as ops,
  type PostUpdateInput,
  type UpdateInput,
} from '@causeway/contracts';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { campaignKeys } from '@/features/campaigns';
import { callOperation, errorMessage } from '@/lib/api-client';
import { contractText } from '@/lib/i18n';
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

const emailedTo = (count: number, i18n: I18n) =>
  count === 0
    ? i18n._(msg`No donor has asked for e-mail updates about this campaign yet.`)
    : i18n._(
        msg`${plural(count, { one: 'It is on its way to # subscribed donor.', other: 'It is on its way to # subscribed donors.' })}`,
      );

function failure(title: string, error: unknown, fallback: string) {
  toast({ variant: 'destructive', title, description: errorMessage(error, fallback) });
}

/** A new update of the campaign (spec section 8 for the toasts). */
export function useCreateUpdate(campaignId: number, options: MutationCallbacks<CampaignUpdate> = {}) {
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  return useMutation({
    mutationFn: (input: PostUpdateInput) =>
      callOperation<typeof ops.create>(e.create, { params: { id: campaignId }, body: input }),
    onSuccess: (update) => {
      toast(
        !update.isPublic
          ? { title: m.postedTitle, description: t`This private update is visible to administrators only.` }
          : update.emailedAt
            ? {
                title: m.postedTitle,
                // Two sentences in one: the toaster would not find it whole among the contracts' messages.
                description: `${contractText(i18n, m.posted)} ${emailedTo(update.emailRecipientCount ?? 0, i18n)}`,
              }
            : { title: m.postedTitle, description: m.posted },
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

/** Saves an update of the campaign; its date stays. */
export function useEditUpdate(campaignId: number, options: MutationCallbacks<CampaignUpdate> = {}) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateInput }) =>
      callOperation<typeof ops.edit>(e.edit, { params: { id: campaignId, updateId: id }, body: input }),
    onSuccess: (update) => {
      const title = update.title;
      toast({ title: m.savedTitle, description: t`"${title}" has been updated.` });
      refresh(queryClient, campaignId);
      options.onSuccess?.(update);
    },
    onError: (error) => {
      failure(m.saveFailed, error, t`Please try again.`);
      options.onError?.(error);
    },
  });
}

export function useDeleteUpdate(campaignId: number) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (update: Pick<CampaignUpdate, 'id' | 'title'>) =>
      callOperation<typeof ops.remove>(e.remove, { params: { id: campaignId, updateId: update.id } }),
    onSuccess: (_, update) => {
      const title = update.title;
      toast({ title: m.deletedTitle, description: t`"${title}" was removed.` });
      refresh(queryClient, campaignId);
    },
    onError: (error) => failure(m.deleteFailed, error, t`Please try again.`),
  });
}
