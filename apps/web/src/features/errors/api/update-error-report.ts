import { errorEndpoints, type ErrorReport, type errorOperations } from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';
import { errorKeys } from './query-keys';

/** Resolves a group, or opens it again. */
export function updateErrorReport({ id, resolved }: { id: number; resolved: boolean }): Promise<ErrorReport> {
  return callOperation<typeof errorOperations.update>(errorEndpoints.update, { params: { id }, body: { resolved } });
}

export function useUpdateErrorReport(options: MutationCallbacks<ErrorReport> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateErrorReport,
    onError: options.onError,
    onSuccess: (report) => {
      // The figures count open errors only, and the open/resolved lists both change.
      void queryClient.invalidateQueries({ queryKey: errorKeys.all });
      options.onSuccess?.(report);
    },
  });
}
