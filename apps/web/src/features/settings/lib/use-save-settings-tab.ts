import { settingsMessages, type AdminSettings } from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { useUpdateAdminSettings } from '../api/update-admin-settings';

export type SettingsTab = 'organization' | 'email' | 'payment' | 'security';

/**
 * Saving one tab: the toast for the outcome, the server's field messages under the inputs (it reports them as
 * 'organization.name'...), and the stored values as the form's new starting point.
 */
export function useSaveSettingsTab<TInput extends FieldValues, TOutput>(
  tab: SettingsTab,
  form: UseFormReturn<TInput, unknown, TOutput>,
  fields: readonly Path<TInput>[],
  stored: (settings: AdminSettings) => TInput,
  /** What else a tab does once its save is stored (the Security tab re-reads the signed-in user). */
  onSaved?: (settings: AdminSettings) => void,
) {
  const { t } = useLingui();
  const mutation = useUpdateAdminSettings({
    onSuccess: (settings) => {
      form.reset(stored(settings));
      toast({ title: settingsMessages.saved });
      onSaved?.(settings);
    },
    onError: (error) => {
      applyFieldErrors(error, fields, form.setError, `${tab}.`);
      toast({
        variant: 'destructive',
        title: settingsMessages.saveFailed,
        description: errorMessage(error, t`Please check your connection and try again.`),
      });
    },
  });
  const onSubmit = form.handleSubmit((values) => mutation.mutate({ [tab]: values }));
  return { onSubmit, pending: mutation.isPending };
}
