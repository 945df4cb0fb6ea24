import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';
import { downloadFile } from '../lib/download-file';
import { statementDownload } from '../lib/download-targets';

/** 'Tax Receipt' (DECISIONS.md): the PDF annual statement of the donor's succeeded donations in a year. */
export function useDownloadStatement({ onSuccess }: Pick<MutationCallbacks<string>, 'onSuccess'> = {}) {
  const { t } = useLingui();
  return useMutation({
    mutationFn: (year: number) => downloadFile(statementDownload(year)),
    onSuccess: (filename, year) => {
      toast({ title: t`Tax receipt downloaded`, description: t`Your ${year} statement was saved as ${filename}.` });
      onSuccess?.(filename);
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t`Download failed`,
        description: errorMessage(error, t`Unable to generate your statement. Please try again.`),
      }),
  });
}
