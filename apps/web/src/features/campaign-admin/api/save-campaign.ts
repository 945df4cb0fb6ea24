import { campaignFormMessages as m, type CampaignInput, type CampaignSaved } from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest, isApiError } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';
import { invalidateCampaigns } from './invalidate-campaigns';

export type SaveCampaignRequest = {
  /** null creates a campaign. */
  id: number | null;
  input: CampaignInput;
  /** A new featured image picked from disk; it travels with the fields as multipart. */
  image: File | null;
};

/**
 * The multipart body of POST /api/campaigns/upload and PUT /api/campaigns/{id}/upload: every field as text (an
 * empty text clears an optional one), the rewards as JSON, and the image as `featuredImage`.
 */
export function campaignFormData(input: CampaignInput, image: File): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || key === 'rewards') continue;
    body.append(key, value === null ? '' : String(value));
  }
  if (input.rewards) body.append('rewards', JSON.stringify(input.rewards));
  body.append('featuredImage', image, image.name);
  return body;
}

/** JSON when no file is picked; the multipart variant otherwise. Answers the saved campaign. */
export function saveCampaign({ id, input, image }: SaveCampaignRequest): Promise<CampaignSaved> {
  const path = id === null ? '/api/campaigns' : `/api/campaigns/${id}`;
  const method = id === null ? 'POST' : 'PUT';
  if (image) return apiRequest<CampaignSaved>(`${path}/upload`, { method, body: campaignFormData(input, image) });
  return id === null ? api.post<CampaignSaved>(path, input) : api.put<CampaignSaved>(path, input);
}

/**
 * The message of a failed save (spec section 8): the server's, else 'Failed to update/create campaign' when the
 * server answered without one, else 'Something went wrong' (no answer at all, e.g. offline).
 */
export function saveFailureMessage(error: unknown, editing: boolean): string {
  if (isApiError(error)) return error.serverMessage ?? (editing ? m.saveFailedUpdate : m.saveFailedCreate);
  return m.fallback;
}

export function useSaveCampaign(options: MutationCallbacks<CampaignSaved> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCampaign,
    onError: options.onError,
    onSuccess: (saved) => {
      void invalidateCampaigns(queryClient);
      options.onSuccess?.(saved);
    },
  });
}
