import { intervalLabels, type DonorRecurring } from '@causeway/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { MoneyInput } from '@/components/ui/money-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { formatAmount } from '@/lib/format';
import { dollarsParam } from '@/lib/money';
import { useZodForm } from '@/lib/use-zod-form';
import { manageAmountFormSchema } from '../lib/manage-gift';
import type { useChangeManagedAmount } from '../api/recurring-manage';

type ManageAmountDialogProps = {
  gift: DonorRecurring | null;
  change: ReturnType<typeof useChangeManagedAmount>;
  onClose: () => void;
  onChanged: (gift: DonorRecurring) => void;
};

/** A new amount from the next payment on, validated as the donor area's form is (the contract's bounds). */
export function ManageAmountDialog({ gift, change, onClose, onChanged }: ManageAmountDialogProps) {
  const close = () => {
    if (change.isPending) return;
    change.reset();
    onClose();
  };
  return (
    <Dialog
      open={gift !== null}
      title="Change amount"
      description={
        gift ? (
          <>
            Your {intervalLabels[gift.interval].toLowerCase()} gift to{' '}
            <span className="font-semibold text-foreground">{gift.campaign.title}</span>, now{' '}
            {formatAmount(gift.amount)}.
          </>
        ) : null
      }
      onDismiss={close}
    >
      {gift ? <AmountForm key={gift.id} gift={gift} change={change} onClose={close} onChanged={onChanged} /> : null}
    </Dialog>
  );
}

function AmountForm({
  gift,
  change,
  onClose,
  onChanged,
}: {
  gift: DonorRecurring;
  change: ReturnType<typeof useChangeManagedAmount>;
  onClose: () => void;
  onChanged: (gift: DonorRecurring) => void;
}) {
  const form = useZodForm(manageAmountFormSchema, { defaultValues: { amount: dollarsParam(gift.amount) } });
  const onSubmit = form.handleSubmit(({ amount }) => {
    if (change.isPending) return;
    if (amount === gift.amount) return onClose();
    change.mutate(
      { id: gift.id, amount },
      {
        onSuccess: onChanged,
        onError: (failure) => {
          applyFieldErrors(failure, ['amount'], form.setError);
          if (!form.formState.errors.amount) {
            toast({
              variant: 'destructive',
              title: 'Could not change the amount',
              description: errorMessage(failure, ''),
            });
          }
        },
      },
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="New amount (USD)" error={form.formState.errors.amount?.message} hint="Between $1 and $100,000.">
        {(control) => (
          <MoneyInput
            {...control}
            {...form.register('amount')}
            inputMode="decimal"
            autoComplete="off"
            className="h-11 text-base font-semibold"
          />
        )}
      </FormField>
      <p className="text-sm text-muted-foreground">
        The new amount applies from your next payment. Payments already made stay as they were.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={change.isPending}>
          Keep current amount
        </Button>
        <SubmitButton busy={change.isPending} busyLabel="Saving...">
          Save new amount
        </SubmitButton>
      </div>
    </form>
  );
}
