import {
  fundraiserEndpoints as e,
  type FundraiserInput,
  type OwnFundraiser,
  type UploadResult,
  type fundraiserOperations as ops,
} from '@causeway/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { donorKeys } from '@/features/donor-dashboard';
import { callOperation } from '@/lib/api-client';
import { fundraiserKeys } from './fundraiser-queries';

/** The signed-in supporter's own pages (the same answer the donor area's "My fundraisers" reads). */
const ownKey = [...donorKeys.all, 'fundraisers', 'list'] as const;

/**
 * One of the signed-in supporter's own pages, for the edit form: picked by id from their pages (there is no read of
 * one page by id). Undefined data with success means it is not theirs, or not there: the form's 404.
 */
export function useOwnFundraiser(fundraiserId: number | null) {
  return useQuery({
    queryKey: ownKey,
    queryFn: ({ signal }): Promise<OwnFundraiser[]> => callOperation<typeof ops.mine>(e.mine, { signal }),
    select: (pages) => pages.find((page) => page.id === fundraiserId) ?? null,
    enabled: fundraiserId !== null,
    // The form starts from what the page is now, not from an answer kept since the dashboard was open.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** A saved page shows new figures and text on its public page, the campaign's lists and the donor area. */
function refreshAfterSave(queryClient: QueryClient, page: OwnFundraiser) {
  void queryClient.invalidateQueries({ queryKey: fundraiserKeys.all(page.campaignId) });
  void queryClient.invalidateQueries({ queryKey: [...donorKeys.all, 'fundraisers'] });
}

export function useCreateFundraiser(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FundraiserInput) =>
      callOperation<typeof ops.create>(e.create, { params: { id: campaignId }, body }),
    onSuccess: (page) => refreshAfterSave(queryClient, page),
  });
}

export function useEditFundraiser(fundraiserId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FundraiserInput) => callOperation<typeof ops.edit>(e.edit, { params: { fundraiserId }, body }),
    onSuccess: (page) => refreshAfterSave(queryClient, page),
  });
}

/** POST /api/fundraisers/photo (multipart `file`): the stored photo's /uploads/… URL, re-encoded by the server. */
export function uploadFundraiserPhoto(file: File): Promise<UploadResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  return callOperation<typeof ops.uploadPhoto>(e.uploadPhoto, { body });
}

export function useUploadFundraiserPhoto() {
  return useMutation({ mutationFn: uploadFundraiserPhoto });
}
