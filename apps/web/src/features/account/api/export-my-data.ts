import { dataExportFileName, privacyEndpoints as endpoints } from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { downloadFile } from '@/features/donor-dashboard';

/** 'Download my data': GET /api/account/data-export, saved under the server's file name. */
export function useExportMyData() {
  return useMutation({
    mutationFn: () =>
      downloadFile({
        url: endpoints.dataExport.path,
        fallbackName: dataExportFileName(new Date().toISOString().slice(0, 10)),
      }),
    onSuccess: (filename) => toast({ title: 'Data downloaded', description: `Your data was saved as ${filename}.` }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Download failed',
        description: errorMessage(error, 'Unable to download your data. Please try again.'),
      }),
  });
}
