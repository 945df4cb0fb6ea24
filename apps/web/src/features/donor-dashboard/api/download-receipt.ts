import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { downloadFile } from '../lib/download-file';
import { receiptDownload } from '../lib/download-targets';

/**
 * One donation's PDF receipt with the spec's toasts (section 8): 'Receipt downloaded', or 'Download failed:
 * Unable to generate receipt. Please try again.' `variables` names the donation being fetched.
 */
export function useDownloadReceipt() {
  const { t } = useLingui();
  return useMutation({
    mutationFn: (donationId: number) => downloadFile(receiptDownload(donationId)),
    onSuccess: (filename) => toast({ title: t`Receipt downloaded`, description: t`Saved as ${filename}.` }),
    onError: () =>
      toast({
        variant: 'destructive',
        title: t`Download failed`,
        description: t`Unable to generate receipt. Please try again.`,
      }),
  });
}
