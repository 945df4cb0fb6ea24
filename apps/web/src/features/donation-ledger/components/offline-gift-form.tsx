import {
  currencyOf,
  currencyRules,
  currencySymbol,
  OFFLINE_NOTE_MAX,
  offlineGiftFormSchema,
  toMinorUnits,
  offlineMethodLabels,
  offlineMethods,
  type AdminDonor,
  type OfflineGiftForm as OfflineGiftValues,
} from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormCheckbox } from '@/components/ui/form-checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { NativeSelect } from '@/components/ui/native-select';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useCampaignOptions } from '@/features/recurring-admin';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatCurrency } from '@/lib/format';
import { useContractLabels, useContractText } from '@/lib/i18n';
import { useZodForm } from '@/lib/use-zod-form';
import { useRecordOfflineGift } from '../api/record-offline-gift';
import { localToday, offlineGiftBody, offlineGiftDefaults, pickedDonorFields } from '../lib/offline-gift-form';
import { OfflineDonorPicker, type PickedDonor } from './offline-donor-picker';

const EMAIL_LIKE = /^\S+@\S+$/;

/** The "Record offline gift" form; on success, the new donation's page. */
export function OfflineGiftForm() {
  const { t } = useLingui();
  const text = useContractText();
  const methodLabels = useContractLabels(offlineMethodLabels);
  const navigate = useNavigate();
  const record = useRecordOfflineGift();
  const campaigns = useCampaignOptions();
  const today = localToday();
  const form = useZodForm(offlineGiftFormSchema, { defaultValues: offlineGiftDefaults(today) });
  const { errors } = form.formState;
  const [picked, setPicked] = useState<PickedDonor | null>(null);
  const [donorMode, amount, note, currency] = useWatch({
    control: form.control,
    name: ['donorMode', 'amount', 'note', 'currency'],
  });
  // The gift is recorded in its campaign's currency (issue 26): choosing the campaign chooses it.
  const campaignCurrency = (id: string) => currencyOf(campaigns.data?.find((c) => String(c.id) === id)?.currency);
  const wholeUnits = currencyRules[currency].decimals === 0;
  const currencyCode = currency.toUpperCase();
  // The picker shows the message itself (it is no FormField): the schema's or the server's words, translated here.
  const pickerError = errors.userId?.message ?? errors.email?.message;
  const typedAmount =
    Number.isFinite(amount) && amount > 0 ? formatCurrency(toMinorUnits(amount, currency), { currency }) : null;

  const setDonor = (donor: Pick<OfflineGiftValues, 'userId' | 'email' | 'firstName' | 'lastName'>) => {
    // Once submitted, the donor's messages follow the choice at once (as typing does).
    const options = { shouldValidate: form.formState.isSubmitted };
    form.setValue('userId', donor.userId, options);
    form.setValue('email', donor.email, options);
    form.setValue('firstName', donor.firstName, options);
    form.setValue('lastName', donor.lastName, options);
  };
  const pick = (donor: AdminDonor) => {
    setDonor(pickedDonorFields(donor));
    const name = `${donor.firstName} ${donor.lastName}`.trim() || donor.email;
    setPicked({ name, email: donor.email, isGuest: donor.isGuest });
  };
  const chooseMode = (mode: OfflineGiftValues['donorMode'], typed = '') => {
    form.setValue('donorMode', mode);
    setPicked(null);
    setDonor({ userId: null, email: EMAIL_LIKE.test(typed) ? typed : '', firstName: '', lastName: '' });
  };

  const onSubmit = form.handleSubmit((values) => {
    if (record.isPending) return;
    record.mutate(offlineGiftBody(values), {
      onSuccess: (donation) => {
        const giftAmount = formatCurrency(donation.amount, { currency: donation.currency });
        const campaign = donation.campaign.title;
        const receiptNumber = donation.receiptNumber;
        toast({
          title: t`Offline gift recorded`,
          description: t`${giftAmount} to ${campaign}, receipt ${receiptNumber}.`,
        });
        void navigate(`/admin/donations/${donation.id}`);
      },
      onError: (error) => {
        applyFieldErrors<OfflineGiftValues>(error, ['amount', 'method', 'receivedOn', 'note'], form.setError);
        applyFieldErrors<OfflineGiftValues>(
          error,
          ['email', 'firstName', 'lastName', 'userId'],
          form.setError,
          'donor.',
        );
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <Section title={t`The gift`}>
        <FormField label={t`Campaign`} error={errors.campaignId?.message}>
          {(control) => (
            <NativeSelect
              {...control}
              {...form.register('campaignId', {
                onChange: (event: { target: { value: string } }) =>
                  form.setValue('currency', campaignCurrency(event.target.value), {
                    shouldValidate: form.formState.isSubmitted,
                  }),
              })}
              disabled={campaigns.isPending}
            >
              <option value="">{campaigns.isPending ? t`Loading campaigns…` : t`Choose a campaign`}</option>
              {(campaigns.data ?? []).map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.title}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <div className="grid items-start gap-5 sm:grid-cols-3">
          <FormField label={t`Amount (${currencyCode})`} error={errors.amount?.message}>
            {(control) => (
              <MoneyInput
                {...control}
                {...form.register('amount', { valueAsNumber: true })}
                symbol={currencySymbol(currency)}
                type="number"
                min={1}
                step={wholeUnits ? '1' : '0.01'}
                inputMode={wholeUnits ? 'numeric' : 'decimal'}
              />
            )}
          </FormField>
          <FormField label={t`Received as`} error={errors.method?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register('method')}>
                {offlineMethods.map((method) => (
                  <option key={method} value={method}>
                    {methodLabels[method]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label={t`Received on`} error={errors.receivedOn?.message}>
            {(control) => <Input {...control} {...form.register('receivedOn')} type="date" max={today} />}
          </FormField>
        </div>
      </Section>

      <Section title={t`The donor`}>
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="sr-only">
            <Trans>Who gave it</Trans>
          </legend>
          <ModeChoice checked={donorMode === 'existing'} onSelect={() => chooseMode('existing')}>
            <Trans>An existing donor</Trans>
          </ModeChoice>
          <ModeChoice checked={donorMode === 'guest'} onSelect={() => chooseMode('guest')}>
            <Trans>A new guest</Trans>
          </ModeChoice>
        </fieldset>
        {donorMode === 'existing' ? (
          <OfflineDonorPicker
            picked={picked}
            onPick={pick}
            onClear={() => chooseMode('existing')}
            onNewGuest={(typed) => chooseMode('guest', typed)}
            error={pickerError === undefined ? undefined : text(pickerError)}
          />
        ) : (
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <FormField label={t`First name`} error={errors.firstName?.message}>
              {(control) => <Input {...control} {...form.register('firstName')} autoComplete="off" />}
            </FormField>
            <FormField label={t`Last name`} error={errors.lastName?.message}>
              {(control) => <Input {...control} {...form.register('lastName')} autoComplete="off" />}
            </FormField>
            <div className="sm:col-span-2">
              <FormField label={t`E-mail`} error={errors.email?.message} hint={t`Where the receipt goes.`}>
                {(control) => <Input {...control} {...form.register('email')} type="email" autoComplete="off" />}
              </FormField>
            </div>
          </div>
        )}
      </Section>

      <Section title={t`Note and receipt`}>
        <FormField
          label={
            <Trans>
              Note <span className="font-normal text-muted-foreground">(optional)</span>
            </Trans>
          }
          error={errors.note?.message}
          hint={t`Seen by administrators only.`}
        >
          {(control) => (
            <div className="grid gap-1">
              <Textarea
                {...control}
                {...form.register('note')}
                rows={3}
                placeholder={t`Cheque number, bank reference…`}
              />
              <p
                className={cn(
                  'justify-self-end text-xs tabular-nums',
                  (note?.length ?? 0) > OFFLINE_NOTE_MAX ? 'text-destructive' : 'text-muted-foreground',
                )}
              >
                {note?.length ?? 0}/{OFFLINE_NOTE_MAX}
                <span className="sr-only">
                  {' '}
                  <Trans>characters</Trans>
                </span>
              </p>
            </div>
          )}
        </FormField>
        <CheckboxRow
          checkbox={<FormCheckbox control={form.control} name="sendReceipt" className="mt-0.5" />}
          title={t`E-mail the receipt`}
          detail={t`The donor gets the same receipt as for a card gift, with its receipt number.`}
        />
        <CheckboxRow
          checkbox={<FormCheckbox control={form.control} name="anonymous" className="mt-0.5" />}
          title={t`Anonymous gift`}
          detail={t`The donor's name is not shown publicly with this gift.`}
        />
      </Section>

      {record.isError ? (
        <ErrorAlert>{errorMessage(record.error, t`The gift could not be recorded. Please try again.`)}</ErrorAlert>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => void navigate('/admin/donations')}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton busy={record.isPending} busyLabel={t`Recording...`}>
          {typedAmount !== null ? t`Record ${typedAmount}` : t`Record gift`}
        </SubmitButton>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-5 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6">
      <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
      {children}
    </section>
  );
}

function ModeChoice({ checked, onSelect, children }: { checked: boolean; onSelect: () => void; children: ReactNode }) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-lg border border-border p-3 text-sm font-medium transition-colors',
        'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
        checked && 'border-primary bg-primary/5',
      )}
    >
      <input type="radio" name="donor-mode" checked={checked} onChange={onSelect} className="size-4 accent-primary" />
      {children}
    </label>
  );
}

function CheckboxRow({ checkbox, title, detail }: { checkbox: ReactNode; title: string; detail: string }) {
  return (
    <label className="flex items-start gap-3 rounded-lg border border-border p-3 text-sm">
      {checkbox}
      <span className="grid gap-0.5">
        <span className="font-medium">{title}</span>
        <span className="text-muted-foreground">{detail}</span>
      </span>
    </label>
  );
}
