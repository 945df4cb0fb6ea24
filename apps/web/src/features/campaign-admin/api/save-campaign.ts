import {
  campaignAdminEndpoints as e,
  campaignFormMessages as m,
  type CampaignInput,
  type CampaignSaved,
  type campaignAdminOperations as ops,
} from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation, isApiError } from '@/lib/api-client';
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
 * The multipart body of the form with an image (`createWithImage`, `updateWithImage`): every field as text (an
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
  if (image) {
    const body = campaignFormData(input, image);
    return id === null
      ? callOperation<typeof ops.createWithImage>(e.createWithImage, { body })
      : callOperation<typeof ops.updateWithImage>(e.updateWithImage, { params: { id }, body });
  }
  return id === null
    ? callOperation<typeof ops.create>(e.create, { body: input })
    : callOperation<typeof ops.update>(e.update, { params: { id }, body: input });
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
