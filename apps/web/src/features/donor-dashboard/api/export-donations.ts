import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { downloadFile } from '../lib/download-file';
import { donationsExportDownload } from '../lib/download-targets';

/** 'Export Data' (DECISIONS.md): the donor's donations as a CSV file. */
export function useExportDonations() {
  const { t } = useLingui();
  return useMutation({
    mutationFn: () => downloadFile(donationsExportDownload()),
    onSuccess: (filename) =>
      toast({ title: t`Data exported`, description: t`Your donation history was saved as ${filename}.` }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t`Export failed`,
        description: errorMessage(error, t`Unable to export your donations. Please try again.`),
      }),
  });
}
