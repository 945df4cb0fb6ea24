import {
  fundraiserEndpoints as e,
  fundraiserMessages as m,
  type FundraiserStatus,
  type OwnFundraiser,
  type fundraiserOperations as ops,
} from '@causeway/contracts';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { callOperation, errorMessage } from '@/lib/api-client';
import { downloadFile } from '../lib/download-file';
import { fundraiserSupportersDownload } from '../lib/download-targets';
import { myFundraiserKeys } from './fundraisers';

export const STATUS_FAILED = msg`Could not change your page`;
export const THANKS_FAILED = msg`Could not send your thank-you`;
export const CSV_FAILED = msg`Download failed`;

const statusToasts: Record<FundraiserStatus, string> = { active: m.resumed, paused: m.paused, closed: m.closed };

function toastFailure(title: string, error: unknown, fallback: string) {
  toast({ variant: 'destructive', title, description: errorMessage(error, fallback) });
}

// The toasts live in the hooks, not in mutate() callbacks: these run even when the dialog that started the
// request has closed (TanStack Query drops mutate() callbacks of an unmounted component).

/** Pause, Resume and Close (closing is final: the server refuses any change after it). */
export function useSetFundraiserStatus() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: FundraiserStatus }) =>
      callOperation<typeof ops.setStatus>(e.setStatus, { params: { fundraiserId: id }, body: { status } }),
    onSuccess: (updated) => {
      toast({ title: statusToasts[updated.status] });
      // The page as the server now has it replaces the cached one at once; the list is read again after.
      queryClient.setQueryData<OwnFundraiser[]>(myFundraiserKeys.list(), (list) =>
        list?.map((page) => (page.id === updated.id ? updated : page)),
      );
      void queryClient.invalidateQueries({ queryKey: myFundraiserKeys.list() });
    },
    onError: (error) => {
      toastFailure(i18n._(STATUS_FAILED), error, t`Please try again.`);
      // A page closed elsewhere (another tab) shows as it is now.
      void queryClient.invalidateQueries({ queryKey: myFundraiserKeys.list() });
    },
  });
}

/** A thank-you e-mail to one donor of the page; the server sends it once and never shows the donor's address. */
export function useThankSupporter(fundraiserId: number) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ donationId, message }: { donationId: number; message: string }) =>
      callOperation<typeof ops.thank>(e.thank, { params: { fundraiserId, donationId }, body: { message } }),
    onSuccess: (answer) => {
      toast({ title: answer.message });
      void queryClient.invalidateQueries({ queryKey: myFundraiserKeys.supporters(fundraiserId) });
    },
    onError: (error) => {
      toastFailure(i18n._(THANKS_FAILED), error, t`Please try again.`);
      // 'Already thanked' (from another tab) or 'cannot be reached': the row shows it once read again.
      void queryClient.invalidateQueries({ queryKey: myFundraiserKeys.supporters(fundraiserId) });
    },
  });
}

/** 'Download CSV': every supporter of the page, through the dashboard's file download. */
export function useDownloadSupportersCsv() {
  const { t, i18n } = useLingui();
  return useMutation({
    mutationFn: (fundraiserId: number) => downloadFile(fundraiserSupportersDownload(fundraiserId)),
    onSuccess: (filename) => toast({ title: t`Supporters downloaded`, description: t`Saved as ${filename}.` }),
    onError: (error) => toastFailure(i18n._(CSV_FAILED), error, t`Please try again.`),
  });
}
