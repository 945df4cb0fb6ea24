import { campaignFormMessages as m, currencyOf, currencySymbol } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { NativeSelect } from '@/components/ui/native-select';
import { currencyOptions } from '@/lib/currency-names';
import { useContractText } from '@/lib/i18n';
import { defaultGoalOf, goalStepOf } from '@/features/campaign-admin/lib/campaign-form';
import { FormSection } from './form-section';
import type { CampaignForm } from './form-types';

const optional = (
  <span className="font-normal text-muted-foreground">
    <Trans>(optional)</Trans>
  </span>
);

/**
 * The currency, the goal in it (step and minimum the currency's smallest goal: $100, ¥10,000) and the dates; no end
 * date means the campaign runs on. `currencyLocked`: the campaign has received a gift, so its currency stays.
 */
export function FundingFields({ form, currencyLocked = false }: { form: CampaignForm; currencyLocked?: boolean }) {
  const { t } = useLingui();
  const contractText = useContractText();
  const { errors } = form.formState;
  const currency = currencyOf(useWatch({ control: form.control, name: 'currency' }));
  const step = goalStepOf(currency);
  const code = currency.toUpperCase();
  const currencyField = form.register('currency', {
    // A goal the admin has not touched follows the currency: $1,000 becomes ¥100,000, not ¥1,000.
    onChange: (event: { target: { value: string } }) => {
      if (!form.getFieldState('goal').isDirty) {
        form.resetField('goal', { defaultValue: defaultGoalOf(currencyOf(event.target.value)) });
      }
    },
  });
  return (
    <FormSection title={t`Goal and dates`}>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField
          label={t`Currency`}
          error={errors.currency?.message}
          hint={currencyLocked ? contractText(m.currencyLocked) : t`Every amount of the campaign is in this currency.`}
        >
          {(control) => (
            <NativeSelect {...control} {...currencyField} disabled={currencyLocked}>
              {currencyOptions().map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label={t`Goal (${code})`} error={errors.goal?.message}>
          {(control) => (
            <MoneyInput
              {...control}
              {...form.register('goal', { valueAsNumber: true })}
              symbol={currencySymbol(currency)}
              type="number"
              min={step}
              step={step}
              inputMode="numeric"
            />
          )}
        </FormField>
      </div>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label={t`Start date`} error={errors.startDate?.message}>
          {(control) => <Input {...control} {...form.register('startDate')} type="date" />}
        </FormField>
        <FormField
          label={
            <>
              <Trans>End date</Trans> {optional}
            </>
          }
          error={errors.endDate?.message}
          hint={t`Leave empty for a campaign with no end date.`}
        >
          {(control) => <Input {...control} {...form.register('endDate')} type="date" />}
        </FormField>
      </div>
    </FormSection>
  );
}
