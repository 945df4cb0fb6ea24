import {
  TRIBUTE_MESSAGE_MAX,
  TRIBUTE_NAME_MAX,
  tributeFieldLabels,
  tributeKindLabels,
  tributeKinds,
} from '@causeway/contracts';
import { Flower2, Heart } from 'lucide-react';
import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { ChoiceCard, ChoiceGroup } from '@/components/ui/choice-card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useContractLabels, useContractText } from '@/lib/i18n';
import type { DonationFormInput, DonationFormValues } from '../lib/donation-form';
import { CheckboxField } from './checkbox-field';

const kindIcons = {
  honour: <Heart className="size-5 shrink-0" aria-hidden="true" />,
  memory: <Flower2 className="size-5 shrink-0" aria-hidden="true" />,
};

/**
 * "Dedicate this gift" (issue 24): ticked, it reveals "In honour of" / "In memory of", the person's name, an optional
 * recipient for an e-mail card (name and address), a short message and "Show the amount". The rules and messages
 * are the server's (contracts tributeSchema); nothing is sent unless it is ticked.
 */
export function TributeFields({ form }: { form: UseFormReturn<DonationFormInput, unknown, DonationFormValues> }) {
  const l = useContractLabels(tributeFieldLabels);
  const kindLabels = useContractLabels(tributeKindLabels);
  const contractText = useContractText();
  const [dedicate, kind] = useWatch({ control: form.control, name: ['dedicate', 'tribute.kind'] });
  const errors = form.formState.errors.tribute;
  // "In honour of" is chosen when the section opens; the donor changes it with one click.
  useEffect(() => {
    if (dedicate && !kind) form.setValue('tribute.kind', 'honour');
  }, [dedicate, kind, form]);

  return (
    <fieldset className="grid min-w-0 gap-4">
      <legend className="sr-only">{l.dedicate}</legend>
      <CheckboxField control={form.control} name="dedicate" label={l.dedicate} description={l.dedicateDescription} />
      {dedicate ? (
        <div className="grid gap-4 border-s-2 border-primary/30 ps-4">
          <ChoiceGroup
            legend={l.kind}
            error={errors?.kind?.message ? contractText(errors.kind.message) : undefined}
            choicesClassName="grid grid-cols-2 gap-2"
          >
            {tributeKinds.map((value) => (
              <ChoiceCard
                key={value}
                {...form.register('tribute.kind')}
                value={value}
                label={kindLabels[value]}
                icon={kindIcons[value]}
              />
            ))}
          </ChoiceGroup>
          <FormField label={l.honoreeName} error={errors?.honoreeName?.message}>
            {(control) => (
              <Input {...control} {...form.register('tribute.honoreeName')} maxLength={TRIBUTE_NAME_MAX + 20} />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={l.recipientName} error={errors?.recipientName?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register('tribute.recipientName')}
                  autoComplete="off"
                  maxLength={TRIBUTE_NAME_MAX + 20}
                />
              )}
            </FormField>
            <FormField label={l.recipientEmail} error={errors?.recipientEmail?.message} hint={l.recipientHint}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register('tribute.recipientEmail')}
                  type="email"
                  inputMode="email"
                  autoComplete="off"
                />
              )}
            </FormField>
          </div>
          <FormField label={l.message} error={errors?.message?.message}>
            {(control) => (
              <Textarea {...control} {...form.register('tribute.message')} rows={3} maxLength={TRIBUTE_MESSAGE_MAX} />
            )}
          </FormField>
          <CheckboxField
            control={form.control}
            name="tribute.showAmount"
            label={l.showAmount}
            description={l.showAmountDescription}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
