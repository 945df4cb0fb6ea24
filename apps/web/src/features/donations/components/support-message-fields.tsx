import { SUPPORT_MESSAGE_MAX, supportMessageLabels } from '@causeway/contracts';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { useContractLabels, useContractText } from '@/lib/i18n';
import type { DonationFormInput, DonationFormValues } from '../lib/donation-form';
import { CheckboxField } from './checkbox-field';

/** Below this many characters left, the count is also read out to screen readers. */
const ANNOUNCE_BELOW = 20;

/**
 * "Words of support" (issue 24): an optional public message with the gift, at most 280 characters with a live count,
 * and the donor's two choices: show my name (else "Anonymous"; an anonymous gift never shows it) and show the amount.
 */
export function SupportMessageFields({
  form,
}: {
  form: UseFormReturn<DonationFormInput, unknown, DonationFormValues>;
}) {
  const l = useContractLabels(supportMessageLabels);
  const contractText = useContractText();
  const id = useId();
  const body = useWatch({ control: form.control, name: 'supportMessage' }) ?? '';
  const left = SUPPORT_MESSAGE_MAX - body.length;
  const error = form.formState.errors.supportMessage?.message;
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  return (
    <fieldset className="grid min-w-0 gap-4">
      <legend className="mb-1 text-base font-semibold">{l.section}</legend>
      <div className="grid gap-2">
        <Label htmlFor={id}>
          {l.field}{' '}
          <span className="font-normal text-muted-foreground">
            <Trans>(optional)</Trans>
          </span>
        </Label>
        <p id={hintId} className="-mt-1 text-xs text-muted-foreground">
          {l.fieldHint}
        </p>
        <Textarea
          id={id}
          rows={3}
          maxLength={SUPPORT_MESSAGE_MAX}
          aria-invalid={Boolean(error)}
          aria-describedby={cn(hintId, countId, error && errorId)}
          {...form.register('supportMessage')}
        />
        <p
          id={countId}
          className={cn(
            'text-end text-xs tabular-nums',
            left <= ANNOUNCE_BELOW ? 'text-foreground' : 'text-muted-foreground',
          )}
        >
          {l.charactersLeft(Math.max(left, 0))}
        </p>
        <p className="sr-only" aria-live="polite">
          {left <= ANNOUNCE_BELOW ? l.charactersLeft(Math.max(left, 0)) : ''}
        </p>
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
            {contractText(error)}
          </p>
        ) : null}
      </div>
      <CheckboxField control={form.control} name="supportShowName" label={l.showName} description={l.showNameHint} />
      <CheckboxField
        control={form.control}
        name="supportShowAmount"
        label={l.showAmount}
        description={l.showAmountHint}
      />
    </fieldset>
  );
}
