import { SESSION_DAYS_MAX, SESSION_DAYS_MIN, securitySettingsSchema, type AdminSettings } from '@causeway/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { meQueryKey } from '@/features/auth';
import { useZodForm } from '@/lib/use-zod-form';
import { useSaveSettingsTab } from '../lib/use-save-settings-tab';
import { SettingsCheckbox } from './settings-checkbox';
import { SettingsSection } from './settings-section';

type SecurityInput = z.input<typeof securitySettingsSchema>;

const fields = ['requireAdminTwoFactor', 'sessionIdleDays', 'sessionMaxDays'] as const;
const stored = ({ security }: AdminSettings): SecurityInput => ({ ...security });

/** Kept by the tabs, so edits survive switching to another tab and back. */
export function useSecurityTab(settings: AdminSettings) {
  const queryClient = useQueryClient();
  const form = useZodForm<typeof securitySettingsSchema, SecurityInput>(securitySettingsSchema, {
    defaultValues: stored(settings),
  });
  const save = useSaveSettingsTab('security', form, fields, stored, (saved) => {
    // With the requirement on, an administrator signed in with a password only must set up a second factor now:
    // the signed-in user read again says so (twoFactorSetupRequired), and the admin area sends them to set-up.
    if (saved.security.requireAdminTwoFactor) void queryClient.invalidateQueries({ queryKey: meQueryKey });
  });
  return { form, ...save };
}

const daysInput = {
  type: 'number',
  min: SESSION_DAYS_MIN,
  max: SESSION_DAYS_MAX,
  step: 1,
  inputMode: 'numeric',
} as const;

export function SecurityTab({ tab }: { tab: ReturnType<typeof useSecurityTab> }) {
  const { t } = useLingui();
  const { form } = tab;
  const { errors } = form.formState;
  return (
    <SettingsSection
      title={t`Security`}
      description={t`How administrators sign in, and how long anyone stays signed in.`}
      onSubmit={tab.onSubmit}
      pending={tab.pending}
      saveLabel={t`Save security settings`}
    >
      <fieldset className="grid gap-4">
        <legend className="mb-3 text-base font-semibold">
          <Trans>Two-factor authentication</Trans>
        </legend>
        <SettingsCheckbox
          control={form.control}
          name="requireAdminTwoFactor"
          label={t`Require two-factor for administrators`}
          description={t`Administrators must sign in with an authenticator app or a passkey. Those without one are asked to set one up.`}
        />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-3 text-base font-semibold">
          <Trans>Sessions</Trans>
        </legend>
        <div className="grid items-start gap-5 md:grid-cols-2">
          <FormField
            label={t`Sign out sessions idle for (days)`}
            error={errors.sessionIdleDays?.message}
            hint={t`A browser not used for this long must sign in again.`}
          >
            {(control) => (
              <Input {...control} {...daysInput} {...form.register('sessionIdleDays', { valueAsNumber: true })} />
            )}
          </FormField>
          <FormField
            label={t`Sign out every session after (days)`}
            error={errors.sessionMaxDays?.message}
            hint={t`However active, a session ends this long after it was signed in.`}
          >
            {(control) => (
              <Input {...control} {...daysInput} {...form.register('sessionMaxDays', { valueAsNumber: true })} />
            )}
          </FormField>
        </div>
      </fieldset>
    </SettingsSection>
  );
}
