import {
  coverFeeCents,
  currencySymbol,
  intervalSentenceLabels,
  minorPerMajor,
  type DonorRecurring,
} from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { MoneyInput } from '@/components/ui/money-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { formatAmount, formatDate } from '@/lib/format';
import { useContractLabels } from '@/lib/i18n';
import { useZodForm } from '@/lib/use-zod-form';
import { amountBoundsHint, amountFieldText, changeAmountFormSchemaOf } from './recurring-amount';

/**
 * The request that saves the amount: the donor area's or the manage-by-link page's. Its hook says what became of
 * it (a toast); the form shows the server's word on the amount itself.
 */
export type AmountChange = {
  isPending: boolean;
  reset(): void;
  mutate(
    variables: { id: number; amount: number },
    callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
  ): void;
};

type ChangeAmountDialogProps = {
  /** The gift to change; null keeps the dialog closed. */
  gift: DonorRecurring | null;
  change: AmountChange;
  onClose: () => void;
};

/** A new amount for an active or paused gift, from its next payment on. */
export function ChangeAmountDialog({ gift, change, onClose }: ChangeAmountDialogProps) {
  const { t } = useLingui();
  const close = () => {
    if (change.isPending) return;
    change.reset();
    onClose();
  };

  return (
    <Dialog
      open={gift !== null}
      title={t`Change amount`}
      description={gift ? <GiftSummary gift={gift} /> : null}
      onDismiss={close}
    >
      {/* Keyed by gift so each opening starts from that gift's amount. */}
      {gift ? <AmountForm key={gift.id} gift={gift} change={change} onClose={close} onDone={onClose} /> : null}
    </Dialog>
  );
}

/** 'Your monthly gift to Clean Water, now $25.00.' */
function GiftSummary({ gift }: { gift: DonorRecurring }) {
  // The interval's name inside a sentence comes from @causeway/contracts: 'monthly', 'every 3 months'.
  const intervals = useContractLabels(intervalSentenceLabels);
  const interval = intervals[gift.interval];
  const campaignTitle = gift.campaign.title;
  const amount = formatAmount(gift.amount, gift.currency);
  return (
    <Trans>
      Your {interval} gift to <span className="font-semibold text-foreground">{campaignTitle}</span>, now {amount}.
    </Trans>
  );
}

type AmountFormProps = {
  gift: DonorRecurring;
  change: AmountChange;
  onClose: () => void;
  onDone: () => void;
};

function AmountForm({ gift, change, onClose, onDone }: AmountFormProps) {
  const { t, i18n } = useLingui();
  // The gift keeps its currency (issue 26): its bounds, sign and fee rate are that currency's.
  const { currency } = gift;
  const currencyCode = currency.toUpperCase();
  const schema = useMemo(() => changeAmountFormSchemaOf(currency), [currency]);
  const form = useZodForm(schema, { defaultValues: { amount: amountFieldText(gift.amount, currency) } });
  const typed = schema.shape.amount.safeParse(useWatch({ control: form.control, name: 'amount' }));
  const cents = typed.success ? typed.data : undefined;
  // A donor who covers the fee keeps covering it, worked out again for the new amount (as the server does).
  const newFee = gift.feeAmount > 0 && cents !== undefined ? coverFeeCents(cents, currency) : 0;
  const next = gift.status === 'active' ? formatDate(gift.nextPaymentDate) : '';

  const newAmountHint = (fee: string, payment: string) =>
    t`With the ${fee} processing fee you cover, each payment will be ${payment}.`;

  const onSubmit = form.handleSubmit(({ amount }) => {
    if (change.isPending) return;
    // The same amount again changes nothing: no request, no 'updated' toast.
    if (amount === gift.amount) return onDone();
    change.mutate(
      { id: gift.id, amount },
      { onSuccess: onDone, onError: (failure) => applyFieldErrors(failure, ['amount'], form.setError) },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        label={t`New amount (${currencyCode})`}
        error={form.formState.errors.amount?.message}
        hint={
          newFee > 0 && cents !== undefined
            ? newAmountHint(formatAmount(newFee, currency), formatAmount(cents + newFee, currency))
            : amountBoundsHint(currency, i18n)
        }
      >
        {(control) => (
          <MoneyInput
            {...control}
            {...form.register('amount')}
            symbol={currencySymbol(currency)}
            // Yen and won have no minor unit: no decimal key.
            inputMode={minorPerMajor(currency) === 1 ? 'numeric' : 'decimal'}
            autoComplete="off"
            className="h-11 text-base font-semibold"
          />
        )}
      </FormField>
      <p className="text-sm text-muted-foreground">
        {next
          ? t`The new amount applies from your next payment on ${next}. Payments already made stay as they were.`
          : gift.status === 'paused'
            ? t`The new amount applies from the first payment after you resume this gift. Payments already made stay as they were.`
            : t`The new amount applies from your next payment. Payments already made stay as they were.`}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={change.isPending}>
          <Trans>Keep current amount</Trans>
        </Button>
        <SubmitButton busy={change.isPending} busyLabel={t`Saving...`}>
          <Trans>Save new amount</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
