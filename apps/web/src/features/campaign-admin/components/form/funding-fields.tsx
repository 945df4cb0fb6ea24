import { GOAL_STEP_DOLLARS, MIN_GOAL_CENTS } from '@causeway/contracts';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { FormSection } from './form-section';
import type { CampaignForm } from './form-types';

const optional = <span className="font-normal text-muted-foreground">(optional)</span>;

/** The goal in dollars (step 100, at least $100) and the dates; no end date means the campaign runs on. */
export function FundingFields({ form }: { form: CampaignForm }) {
  const { errors } = form.formState;
  return (
    <FormSection title="Goal and dates">
      <div className="grid items-start gap-5 sm:grid-cols-3">
        <FormField label="Goal (USD)" error={errors.goal?.message}>
          {(control) => (
            <MoneyInput
              {...control}
              {...form.register('goal', { valueAsNumber: true })}
              type="number"
              min={MIN_GOAL_CENTS / 100}
              step={GOAL_STEP_DOLLARS}
              inputMode="numeric"
            />
          )}
        </FormField>
        <FormField label="Start date" error={errors.startDate?.message}>
          {(control) => <Input {...control} {...form.register('startDate')} type="date" />}
        </FormField>
        <FormField
          label={<>End date {optional}</>}
          error={errors.endDate?.message}
          hint="Leave empty for a campaign with no end date."
        >
          {(control) => <Input {...control} {...form.register('endDate')} type="date" />}
        </FormField>
      </div>
    </FormSection>
  );
}
