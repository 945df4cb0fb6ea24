import { paymentSettingsInputSchema, type AdminSettings } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useSaveSettingsTab } from '../lib/use-save-settings-tab';
import { PaymentProviderStatus } from './payment-provider-status';
import { SettingsCheckbox } from './settings-checkbox';
import { SettingsSection } from './settings-section';
import { useZodForm } from '@/lib/use-zod-form';

type PaymentInput = z.infer<typeof paymentSettingsInputSchema>;

const fields = ['offerFeeCoverage', 'feeCoverageDefault'] as const;
const feeOptions = ({ payment }: AdminSettings): PaymentInput => ({
  offerFeeCoverage: payment.offerFeeCoverage,
  feeCoverageDefault: payment.feeCoverageDefault,
});

export function usePaymentTab(settings: AdminSettings) {
  const form = useZodForm<typeof paymentSettingsInputSchema, PaymentInput>(paymentSettingsInputSchema, {
    defaultValues: feeOptions(settings),
  });
  const save = useSaveSettingsTab('payment', form, fields, feeOptions);
  return { form, ...save };
}

export function PaymentTab({ tab, settings }: { tab: ReturnType<typeof usePaymentTab>; settings: AdminSettings }) {
  const { t } = useLingui();
  const { form } = tab;
  const offered = useWatch({ control: form.control, name: 'offerFeeCoverage' });
  return (
    <SettingsSection
      title={t`Payment`}
      description={t`The payment provider is set on the server; the fee option is yours to choose.`}
      onSubmit={tab.onSubmit}
      pending={tab.pending}
      saveLabel={t`Save payment settings`}
      before={<PaymentProviderStatus payment={settings.payment} />}
    >
      <fieldset className="grid gap-4">
        <legend className="mb-3 text-base font-semibold">
          <Trans>Processing fee</Trans>
        </legend>
        <SettingsCheckbox
          control={form.control}
          name="offerFeeCoverage"
          label={t`Offer donors to cover the processing fee`}
          description={t`The donation form offers to add the card fee (2.9% + $0.30) so the campaign receives the full gift.`}
        />
        <SettingsCheckbox
          control={form.control}
          name="feeCoverageDefault"
          // Kept as chosen while the offer is off; it applies again when the offer is turned back on.
          disabled={!offered}
          label={t`Cover the fee by default`}
          description={
            offered
              ? t`The option starts ticked; donors can untick it.`
              : t`Applies only while donors are offered to cover the fee.`
          }
        />
      </fieldset>
    </SettingsSection>
  );
}
