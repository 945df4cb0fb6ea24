import { Trans, useLingui } from '@lingui/react/macro';
import { currencyBounds, currencySymbol, minorPerMajor, toMajorUnits } from '@causeway/contracts';
import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { ChoiceCard } from '@/components/ui/choice-card';
import { MoneyInput } from '@/components/ui/money-input';
import { Label } from '@/components/ui/label';
import { formatAmount } from '@/lib/format';
import type { DonationFormInput, DonationFormValues } from '../lib/donation-form';

type AmountFieldProps = {
  form: UseFormReturn<DonationFormInput, unknown, DonationFormValues>;
  /** Shown under the field, e.g. the chosen reward's minimum. */
  hint?: string | undefined;
  /** The campaign's currency (issue 26): its presets, sign and bounds; US dollars unless told. */
  currency?: string;
};

/** A preset's label: '$25', '€25', '¥2,500' (grouped as formatAmount groups it). */
function presetLabel(preset: number, currency: string): string {
  if (currency === 'usd') return `$${preset}`;
  return formatAmount(preset * minorPerMajor(currency), currency);
}

/**
 * Spec sections 2 and 9: preset amounts $1, $5, $25, $50 as a radio group, plus free entry in whole dollars
 * (step 1, 1 to 100,000). Choosing a preset fills the field; typing the same number selects the preset. In another
 * currency (issue 26) the presets and bounds are its own (€1…€50, ¥100…¥5,000).
 */
export function AmountField({ form, hint, currency = 'usd' }: AmountFieldProps) {
  const { t } = useLingui();
  const bounds = currencyBounds(currency);
  const code = currency.toUpperCase();
  const id = useId();
  const amount = useWatch({ control: form.control, name: 'amount' });
  const error = form.formState.errors.amount?.message;
  const inputId = `${id}-input`;
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? messageId : null].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-3 text-base font-semibold">
        <Trans>Donation amount</Trans>
      </legend>
      <div className="grid grid-cols-4 gap-2" role="radiogroup" aria-label={t`Preset amounts`}>
        {bounds.presets.map((preset) => (
          <ChoiceCard
            key={preset}
            name={`${id}-preset`}
            value={preset}
            checked={amount === preset}
            onChange={() =>
              form.setValue('amount', preset, {
                shouldDirty: true,
                shouldValidate: form.formState.isSubmitted,
              })
            }
            label={presetLabel(preset, currency)}
            className="justify-center px-2 py-3 text-base"
          />
        ))}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={inputId}>
          <Trans>Other amount ({code})</Trans>
        </Label>
        <MoneyInput
          symbol={currencySymbol(currency)}
          id={inputId}
          type="number"
          inputMode="decimal"
          step={1}
          min={toMajorUnits(bounds.minDonation, currency)}
          max={toMajorUnits(bounds.maxDonation, currency)}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          className="h-11 text-base font-semibold"
          {...form.register('amount', { valueAsNumber: true })}
        />
        {hint ? (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={messageId} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
