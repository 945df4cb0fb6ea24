import { resendReceiptFormSchema, type LedgerDonationDetail, type ResendReceiptForm } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { errorMessage } from '@/lib/api-client';
import { formatCurrency } from '@/lib/format';
import { useZodForm } from '@/lib/use-zod-form';
import { useResendReceipt } from '../api/resend-receipt';
import { RadioChoice } from './radio-choice';

/**
 * The toolbar's "Resend receipt" and its dialog, for a donation that has a receipt: one whose payment succeeded
 * (a partly refunded gift still has one; the server refuses the others with its reason).
 */
export function ResendReceiptButton({ donation }: { donation: LedgerDonationDetail }) {
  const [open, setOpen] = useState(false);
  if (donation.status !== 'succeeded') return null;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Mail aria-hidden="true" />
        <Trans>Resend receipt</Trans>
      </Button>
      <ResendReceiptDialog donation={donation} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

type ResendReceiptDialogProps = {
  donation: LedgerDonationDetail;
  open: boolean;
  onClose: () => void;
};

/** Sends the donation's receipt e-mail again, to the donor's address or to one the administrator types. */
export function ResendReceiptDialog({ donation, open, onClose }: ResendReceiptDialogProps) {
  const { t } = useLingui();
  const receiptNumber = donation.receiptNumber ?? '';
  const amount = formatCurrency(donation.amount, { currency: donation.currency });
  const campaign = donation.campaign.title;
  const resend = useResendReceipt();
  const close = () => {
    if (resend.isPending) return;
    resend.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      title={t`Resend receipt`}
      description={t`Receipt ${receiptNumber} for ${amount} to ${campaign}. The e-mail is the donor's receipt, with its link to the PDF.`}
      onDismiss={close}
    >
      {open ? <ResendForm donation={donation} resend={resend} onCancel={close} onDone={onClose} /> : null}
    </Dialog>
  );
}

type ResendFormProps = {
  donation: LedgerDonationDetail;
  resend: ReturnType<typeof useResendReceipt>;
  onCancel: () => void;
  onDone: () => void;
};

function ResendForm({ donation, resend, onCancel, onDone }: ResendFormProps) {
  const { t } = useLingui();
  // An erased donor (or a guest who left none) has no address of ours: only another one can be given.
  const donorEmail = donation.email;
  const form = useZodForm(resendReceiptFormSchema, {
    defaultValues: { recipient: donorEmail ? 'donor' : 'other', email: '' },
  });
  const recipient = useWatch({ control: form.control, name: 'recipient' });

  const onSubmit = form.handleSubmit((values) => {
    if (resend.isPending) return;
    resend.mutate(
      { donationId: donation.id, ...(values.recipient === 'other' && { email: values.email }) },
      {
        onSuccess: onDone,
        onError: (error) => applyFieldErrors<ResendReceiptForm>(error, ['email'], form.setError),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">
          <Trans>Send it to</Trans>
        </legend>
        <RadioChoice
          input={form.register('recipient')}
          value="donor"
          checked={recipient === 'donor'}
          disabled={!donorEmail}
          label={t`The donor's address`}
          detail={donorEmail || t`No address on file for this donor`}
        />
        <RadioChoice
          input={form.register('recipient')}
          value="other"
          checked={recipient === 'other'}
          label={t`Another address`}
          detail={t`An accountant, or the donor's new address`}
        />
      </fieldset>

      {recipient === 'other' ? (
        <FormField label={t`E-mail address`} error={form.formState.errors.email?.message}>
          {(control) => (
            <Input {...control} {...form.register('email')} type="email" autoComplete="off" inputMode="email" />
          )}
        </FormField>
      ) : null}

      {resend.isError && !form.formState.errors.email ? (
        <ErrorAlert>{errorMessage(resend.error, t`The receipt could not be sent. Please try again.`)}</ErrorAlert>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={resend.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton busy={resend.isPending} busyLabel={t`Sending...`}>
          <Trans>Send receipt</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
