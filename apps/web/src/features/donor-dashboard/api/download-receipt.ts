import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { downloadFile } from '../lib/download-file';
import { receiptDownload } from '../lib/download-targets';

/**
 * One donation's PDF receipt with the spec's toasts (section 8): 'Receipt downloaded', or 'Download failed:
 * Unable to generate receipt. Please try again.' `variables` names the donation being fetched.
 */
export function useDownloadReceipt() {
  return useMutation({
    mutationFn: (donationId: number) => downloadFile(receiptDownload(donationId)),
    onSuccess: (filename) => toast({ title: 'Receipt downloaded', description: `Saved as ${filename}.` }),
    onError: () =>
      toast({
        variant: 'destructive',
        title: 'Download failed',
        description: 'Unable to generate receipt. Please try again.',
      }),
  });
}
