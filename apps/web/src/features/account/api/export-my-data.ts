import { dataExportFileName, privacyEndpoints as endpoints } from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { downloadFile } from '@/features/donor-dashboard';

/** 'Download my data': GET /api/account/data-export, saved under the server's file name. */
export function useExportMyData() {
  const { t } = useLingui();
  return useMutation({
    mutationFn: () =>
      downloadFile({
        url: endpoints.dataExport.path,
        fallbackName: dataExportFileName(new Date().toISOString().slice(0, 10)),
      }),
    onSuccess: (filename) => toast({ title: t`Data downloaded`, description: t`Your data was saved as ${filename}.` }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t`Download failed`,
        description: errorMessage(error, t`Unable to download your data. Please try again.`),
      }),
  });
}
