import { emailSettingsSchema, type AdminSettings } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useSaveSettingsTab } from '../lib/use-save-settings-tab';
import { SettingsSection } from './settings-section';
import { useZodForm } from '@/lib/use-zod-form';

type EmailInput = z.input<typeof emailSettingsSchema>;

const fields = ['senderName', 'senderEmail', 'receiptTemplate'] as const;
const RECEIPT_TEXT_MAX = 2000;

export function useEmailTab(settings: AdminSettings) {
  const form = useZodForm<typeof emailSettingsSchema, EmailInput>(emailSettingsSchema, {
    defaultValues: settings.email,
  });
  const save = useSaveSettingsTab('email', form, fields, (saved) => saved.email);
  return { form, ...save };
}

export function EmailTab({ tab }: { tab: ReturnType<typeof useEmailTab> }) {
  const { t } = useLingui();
  const { form } = tab;
  const { errors } = form.formState;
  const receiptText = useWatch({ control: form.control, name: 'receiptTemplate' }) ?? '';
  const length = receiptText.length;
  const max = RECEIPT_TEXT_MAX;
  return (
    <SettingsSection
      title={t`Email`}
      description={t`Who donors' receipts and account e-mails come from, and a note of your own for every receipt.`}
      onSubmit={tab.onSubmit}
      pending={tab.pending}
      saveLabel={t`Save email settings`}
    >
      <div className="grid items-start gap-5 md:grid-cols-2">
        <FormField
          label={t`Sender name`}
          error={errors.senderName?.message}
          hint={t`Usually your organization's name.`}
        >
          {(control) => <Input {...control} {...form.register('senderName')} autoComplete="organization" />}
        </FormField>
        <FormField
          label={t`Sender e-mail`}
          error={errors.senderEmail?.message}
          hint={t`Your mail server must be allowed to send from this address.`}
        >
          {(control) => <Input {...control} {...form.register('senderEmail')} type="email" autoComplete="email" />}
        </FormField>
      </div>
      <FormField
        label={
          <Trans>
            Receipt template <span className="font-normal text-muted-foreground">(optional)</span>
          </Trans>
        }
        error={errors.receiptTemplate?.message}
        hint={t`Plain text added to every receipt e-mail after the thank-you line. ${length} / ${max} characters.`}
      >
        {(control) => (
          <Textarea
            {...control}
            {...form.register('receiptTemplate')}
            rows={6}
            placeholder={t`Your gift keeps our shelters open through the winter. Thank you for standing with us.`}
          />
        )}
      </FormField>
    </SettingsSection>
  );
}
