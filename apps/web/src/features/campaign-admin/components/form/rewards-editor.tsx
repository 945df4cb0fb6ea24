import { currencyOf, currencySymbol, MAX_REWARDS } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Gift, Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { Textarea } from '@/components/ui/textarea';
import { ImageUploadField } from '@/features/uploads';
import { useContractText } from '@/lib/i18n';
import type { RewardFormValues } from '@/features/campaign-admin/lib/campaign-form';
import { FormSection } from './form-section';
import type { CampaignForm } from './form-types';

const newReward: RewardFormValues = { rewardId: null, title: '', description: '', minimumAmount: 25, imageUrl: '' };

/**
 * The campaign's rewards in the order supporters see them: add, remove and move up or down. A reward's image is
 * uploaded at once (POST /api/upload) so the form only keeps its link.
 */
export function RewardsEditor({ form }: { form: CampaignForm }) {
  const { t } = useLingui();
  const contractText = useContractText();
  const rewards = useFieldArray({ control: form.control, name: 'rewards' });
  const full = rewards.fields.length >= MAX_REWARDS;
  const maxRewards = MAX_REWARDS;
  const listError = form.formState.errors.rewards?.root?.message ?? form.formState.errors.rewards?.message;

  const add = (
    <Button variant="outline" size="sm" onClick={() => rewards.append(newReward)} disabled={full}>
      <Plus aria-hidden="true" />
      <Trans>Add reward</Trans>
    </Button>
  );

  return (
    <FormSection
      title={t`Rewards`}
      description={t`Thank-you gifts for donations from a minimum amount; up to ${maxRewards}.`}
      actions={rewards.fields.length > 0 ? add : null}
    >
      {rewards.fields.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-4 py-8 text-center">
          <Gift className="size-6 text-muted-foreground" aria-hidden="true" />
          <p className="text-sm text-muted-foreground">
            <Trans>No rewards yet.</Trans>
          </p>
          {add}
        </div>
      ) : (
        <ol className="grid gap-4">
          {rewards.fields.map((field, index) => (
            <li key={field.id}>
              <RewardFields
                form={form}
                index={index}
                count={rewards.fields.length}
                onMove={(to) => rewards.move(index, to)}
                onRemove={() => rewards.remove(index)}
              />
            </li>
          ))}
        </ol>
      )}
      {listError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {contractText(listError)}
        </p>
      ) : null}
    </FormSection>
  );
}

type RewardFieldsProps = {
  form: CampaignForm;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
};

function RewardFields({ form, index, count, onMove, onRemove }: RewardFieldsProps) {
  const { t } = useLingui();
  const errors = form.formState.errors.rewards?.[index];
  const number = index + 1;
  const name = t`Reward ${number}`;
  const currency = currencyOf(useWatch({ control: form.control, name: 'currency' }));
  const code = currency.toUpperCase();
  return (
    <fieldset className="grid gap-4 rounded-lg border border-border bg-background/60 p-4">
      {/* A legend must be the fieldset's first child to name it; the visible title sits with the buttons. */}
      <legend className="sr-only">{name}</legend>
      <div className="flex items-center justify-between gap-2">
        <p aria-hidden="true" className="text-sm font-semibold">
          {name}
        </p>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUp aria-hidden="true" />
            <span className="sr-only">
              <Trans>Move reward {number} up</Trans>
            </span>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDown aria-hidden="true" />
            <span className="sr-only">
              <Trans>Move reward {number} down</Trans>
            </span>
          </Button>
          <Button variant="ghost" size="icon" className="size-8 text-destructive" onClick={onRemove}>
            <Trash2 aria-hidden="true" />
            <span className="sr-only">
              <Trans>Remove reward {number}</Trans>
            </span>
          </Button>
        </div>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-[1fr_11rem]">
        <FormField label={t`Reward title`} error={errors?.title?.message}>
          {(control) => <Input {...control} {...form.register(`rewards.${index}.title`)} maxLength={100} />}
        </FormField>
        <FormField label={t`Minimum amount (${code})`} error={errors?.minimumAmount?.message}>
          {(control) => (
            <MoneyInput
              {...control}
              {...form.register(`rewards.${index}.minimumAmount`, { valueAsNumber: true })}
              symbol={currencySymbol(currency)}
              type="number"
              min={1}
              step={1}
              inputMode="decimal"
            />
          )}
        </FormField>
      </div>
      <FormField label={t`Reward description`} error={errors?.description?.message}>
        {(control) => (
          <Textarea {...control} {...form.register(`rewards.${index}.description`)} rows={2} className="min-h-16" />
        )}
      </FormField>
      <Controller
        control={form.control}
        name={`rewards.${index}.imageUrl`}
        render={({ field, fieldState }) => (
          <ImageUploadField
            label={t`Reward ${number} image`}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    </fieldset>
  );
}
