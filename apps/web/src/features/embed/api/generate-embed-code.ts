import {
  embedEndpoints,
  embedMessages as m,
  type EmbedCode,
  type EmbedCodeRequest,
  type embedOperations,
} from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { callOperation, errorMessage, isApiError } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';
import { embedKeys } from './get-embed-code';

/** POST /api/campaigns/{id}/embed: saves the embed settings; `refresh` issues a new uniqueId ('New Code'). */
export function generateEmbedCode(campaignId: number, body: EmbedCodeRequest) {
  return callOperation<typeof embedOperations.generate>(embedEndpoints.generate, { params: { id: campaignId }, body });
}

/** Toasts here: they show even if the panel is gone when the answer comes. */
export function useGenerateEmbedCode(campaignId: number, callbacks: MutationCallbacks<EmbedCode> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmbedCodeRequest) => generateEmbedCode(campaignId, body),
    onSuccess: (code) => {
      queryClient.setQueryData(embedKeys.code(campaignId), code);
      // The edit form and the lists show the saved embed settings too.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'campaigns'] });
      callbacks.onSuccess?.(code);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        toast({ variant: 'destructive', title: m.onlyActiveTitle, description: m.onlyActive });
      } else {
        toast({ variant: 'destructive', title: m.generateFailed, description: errorMessage(error, m.generateFailed) });
      }
      callbacks.onError?.(error);
    },
  });
}
