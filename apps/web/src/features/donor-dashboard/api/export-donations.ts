import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { downloadFile } from '../lib/download-file';
import { donationsExportDownload } from '../lib/download-targets';

/** 'Export Data' (DECISIONS.md): the donor's donations as a CSV file. */
export function useExportDonations() {
  return useMutation({
    mutationFn: () => downloadFile(donationsExportDownload()),
    onSuccess: (filename) =>
      toast({ title: 'Data exported', description: `Your donation history was saved as ${filename}.` }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Export failed',
        description: errorMessage(error, 'Unable to export your donations. Please try again.'),
      }),
  });
}
