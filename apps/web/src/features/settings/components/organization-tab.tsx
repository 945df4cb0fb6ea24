import { organizationSettingsSchema, type AdminSettings } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { currencyOptions } from '@/lib/currency-names';
import { useSaveSettingsTab } from '../lib/use-save-settings-tab';
import { SettingsSection } from './settings-section';
import { useZodForm } from '@/lib/use-zod-form';

type OrganizationInput = z.input<typeof organizationSettingsSchema>;

const fields = ['name', 'supportEmail', 'taxId', 'stripeAccountId', 'defaultCurrency'] as const;
function Optional() {
  return (
    <span className="font-normal text-muted-foreground">
      <Trans>(optional)</Trans>
    </span>
  );
}

/** Kept by the tabs, so edits survive switching to another tab and back. */
export function useOrganizationTab(settings: AdminSettings) {
  const form = useZodForm<typeof organizationSettingsSchema, OrganizationInput>(organizationSettingsSchema, {
    defaultValues: settings.organization,
  });
  const save = useSaveSettingsTab('organization', form, fields, (saved) => saved.organization);
  return { form, ...save };
}

export function OrganizationTab({ tab }: { tab: ReturnType<typeof useOrganizationTab> }) {
  const { t } = useLingui();
  const { form } = tab;
  const { errors } = form.formState;
  return (
    <SettingsSection
      title={t`Organization`}
      description={t`Shown on receipts, annual statements and e-mails, and on the Contact page.`}
      onSubmit={tab.onSubmit}
      pending={tab.pending}
      saveLabel={t`Save organization settings`}
    >
      <div className="grid items-start gap-5 md:grid-cols-2">
        <FormField label={t`Organization name`} error={errors.name?.message}>
          {(control) => <Input {...control} {...form.register('name')} autoComplete="organization" />}
        </FormField>
        <FormField
          label={t`Support e-mail`}
          error={errors.supportEmail?.message}
          hint={t`Contact form messages go here; visitors see it on the Contact page.`}
        >
          {(control) => <Input {...control} {...form.register('supportEmail')} type="email" autoComplete="email" />}
        </FormField>
        <FormField
          label={
            <Trans>
              Tax ID <Optional />
            </Trans>
          }
          error={errors.taxId?.message}
          hint={t`Printed on every receipt and annual statement, e.g. an EIN.`}
        >
          {(control) => <Input {...control} {...form.register('taxId')} autoComplete="off" />}
        </FormField>
        <FormField
          label={
            <Trans>
              Stripe account ID <Optional />
            </Trans>
          }
          error={errors.stripeAccountId?.message}
          hint={t`Starts with acct_. For your records; the API keys are set on the server.`}
        >
          {(control) => (
            <Input {...control} {...form.register('stripeAccountId')} autoComplete="off" spellCheck={false} />
          )}
        </FormField>
        <FormField
          label={t`Default currency`}
          error={errors.defaultCurrency?.message}
          hint={t`New campaigns start in this currency.`}
        >
          {(control) => (
            <NativeSelect {...control} {...form.register('defaultCurrency')}>
              {currencyOptions().map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
    </SettingsSection>
  );
}
