import { Trans, useLingui } from '@lingui/react/macro';
import { CreditCard } from 'lucide-react';
import { useFormState, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/lib/use-zod-form';
import {
  cardErrorText,
  cvcLength,
  digitsOnly,
  formatCardNumber,
  formatExpiry,
  sandboxCardFormSchema,
  type CardFields,
} from '../lib/card-input';

const emptyCard: CardFields = { number: '', expiry: '', cvc: '' };

/**
 * Test mode's card form, shared by paying (donation page) and saving a card (dashboard). Checked on submit, then
 * again as the donor corrects it; a valid submit hands over the card to send. `fillTestCard` is the test-card
 * shortcut: its number, keeping any expiry and CVC already typed (else a future date and 123).
 */
export function useSandboxCardForm() {
  const form = useZodForm<typeof sandboxCardFormSchema, CardFields>(sandboxCardFormSchema, {
    defaultValues: emptyCard,
  });
  // Read while rendering so the form re-renders on submit: before the first submit there are no messages to update.
  const { isSubmitted } = form.formState;

  const fillTestCard = (number: string) => {
    const nextYear = (new Date().getFullYear() + 3) % 100;
    const { expiry, cvc } = form.getValues();
    const options = { shouldValidate: isSubmitted };
    form.setValue('number', formatCardNumber(number), options);
    form.setValue('expiry', expiry || `12 / ${String(nextYear).padStart(2, '0')}`, options);
    form.setValue('cvc', cvc || '123', options);
    form.setFocus('number');
  };

  return { form, fillTestCard };
}

export type SandboxCardForm = ReturnType<typeof useSandboxCardForm>['form'];

/**
 * A registered field whose text is reformatted as it is typed, before the form reads it. Like the controlled
 * input it replaces, a changed value puts the caret at the end.
 */
function formatted(field: UseFormRegisterReturn, format: (value: string) => string): UseFormRegisterReturn {
  return {
    ...field,
    onChange: (event: { target: HTMLInputElement; type?: unknown }) => {
      const next = format(event.target.value);
      if (next !== event.target.value) event.target.value = next;
      return field.onChange(event);
    },
  };
}

type SandboxCardFieldsProps = {
  form: SandboxCardForm;
  disabled: boolean;
  /** The 'Card details' heading is shown on the donation page; a dialog already has its own title. */
  showLegend?: boolean;
};

/** Card number, expiry and CVC: our own fields in place of Stripe's Payment Element in test mode. */
export function SandboxCardFields({ form, disabled, showLegend = true }: SandboxCardFieldsProps) {
  const { i18n, t } = useLingui();
  const { errors } = useFormState({ control: form.control });
  const number = useWatch({ control: form.control, name: 'number' });
  // An American Express number wants four security digits: the CVC's message follows a change of number.
  const numberField = formatted(form.register('number', { deps: ['cvc'] }), formatCardNumber);
  const expiryField = formatted(form.register('expiry'), formatExpiry);
  const cvcField = formatted(form.register('cvc'), (value) =>
    digitsOnly(value).slice(0, cvcLength(form.getValues('number'))),
  );

  return (
    <fieldset className="grid min-w-0 gap-4" disabled={disabled}>
      {showLegend ? (
        <legend className="mb-3 flex items-center gap-2 text-base font-semibold">
          <CreditCard className="size-5 text-muted-foreground" aria-hidden="true" />
          <Trans>Card details</Trans>
        </legend>
      ) : (
        <legend className="sr-only">
          <Trans>Card details</Trans>
        </legend>
      )}
      <FormField label={t`Card number`} error={cardErrorText(i18n, errors.number?.message)}>
        {(control) => (
          <Input
            {...control}
            {...numberField}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            maxLength={23}
            className="h-11 font-mono text-base tracking-wide"
          />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label={t`Expiry (MM / YY)`} error={cardErrorText(i18n, errors.expiry?.message)}>
          {(control) => (
            <Input
              {...control}
              {...expiryField}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={t`MM / YY`}
              maxLength={7}
              className="h-11 font-mono text-base"
            />
          )}
        </FormField>
        <FormField label={t`CVC`} error={cardErrorText(i18n, errors.cvc?.message)}>
          {(control) => (
            <Input
              {...control}
              {...cvcField}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder={cvcLength(number) === 4 ? '1234' : '123'}
              maxLength={4}
              className="h-11 font-mono text-base"
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
