import type { ErrorReport } from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';
import { errorKeys } from './query-keys';

/** PATCH /api/admin/errors/{id}: resolve a group, or open it again. */
export function updateErrorReport({ id, resolved }: { id: number; resolved: boolean }): Promise<ErrorReport> {
  return api.patch<ErrorReport>(`/api/admin/errors/${id}`, { resolved });
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
