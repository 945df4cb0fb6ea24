import { embedEndpoints, type EmbedCode, type embedOperations } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation, isApiError } from '@/lib/api-client';

export const embedKeys = {
  code: (campaignId: number) => ['admin', 'embed', campaignId] as const,
};

/** GET /api/campaigns/{id}/embed: the current code, or null before one is generated (a 404) or when not active. */
export async function getEmbedCode(campaignId: number, signal?: AbortSignal): Promise<EmbedCode | null> {
  try {
    const params = { id: campaignId };
    return await callOperation<typeof embedOperations.code>(embedEndpoints.code, { params, signal });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 409)) return null;
    throw error;
  }
}

export function embedCodeQueryOptions(campaignId: number) {
  return queryOptions({
    queryKey: embedKeys.code(campaignId),
    queryFn: ({ signal }) => getEmbedCode(campaignId, signal),
    retry: 1,
  });
}

export function useEmbedCode(campaignId: number) {
  return useQuery(embedCodeQueryOptions(campaignId));
}
