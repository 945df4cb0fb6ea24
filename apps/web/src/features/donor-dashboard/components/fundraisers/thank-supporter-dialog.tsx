import { FUNDRAISER_THANKS_MAX, fundraiserThanksInputSchema, type OwnSupporter } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { formatAmount } from '@/lib/format';
import { useZodForm } from '@/lib/use-zod-form';
import type { useThankSupporter } from '@/features/donor-dashboard/api/fundraisers-mutations';

type ThankSupporterDialogProps = {
  /** The supporter to thank; null keeps the dialog closed. */
  supporter: OwnSupporter | null;
  /** The currency of the supporter's gift: the page's campaign's. */
  currency?: string;
  thank: ReturnType<typeof useThankSupporter>;
  onClose: () => void;
};

/**
 * A thank-you to one donor of the page. The server e-mails it once, and the donor's address is never shown here:
 * the fundraiser writes to "Ada L.", not to an address.
 */
export function ThankSupporterDialog({ supporter, currency, thank, onClose }: ThankSupporterDialogProps) {
  const { t } = useLingui();
  const close = () => {
    if (thank.isPending) return;
    thank.reset();
    onClose();
  };
  return (
    <Dialog
      open={supporter !== null}
      title={t`Say thank you`}
      description={supporter ? <ThanksSummary supporter={supporter} currency={currency} /> : null}
      onDismiss={close}
    >
      {/* Keyed by gift so each opening starts with an empty message. */}
      {supporter ? (
        <ThanksForm key={supporter.donationId} supporter={supporter} thank={thank} onCancel={close} onDone={onClose} />
      ) : null}
    </Dialog>
  );
}

/** 'To Ada L., for their $25.00 gift.' */
function ThanksSummary({ supporter, currency }: { supporter: OwnSupporter; currency?: string }) {
  const supporterName = supporter.name;
  const amount = formatAmount(supporter.amount, currency);
  return (
    <Trans>
      To <span className="font-semibold text-foreground">{supporterName}</span>, for their {amount} gift. We e-mail it
      for you; their address stays private.
    </Trans>
  );
}

type ThanksFormProps = {
  supporter: OwnSupporter;
  thank: ReturnType<typeof useThankSupporter>;
  onCancel: () => void;
  onDone: () => void;
};

function ThanksForm({ supporter, thank, onCancel, onDone }: ThanksFormProps) {
  const { t, i18n } = useLingui();
  const form = useZodForm(fundraiserThanksInputSchema, { defaultValues: { message: '' } });
  const length = (useWatch({ control: form.control, name: 'message' }) ?? '').length;
  const typed = i18n.number(length);
  const max = i18n.number(FUNDRAISER_THANKS_MAX);

  const onSubmit = form.handleSubmit(({ message }) => {
    if (thank.isPending) return;
    thank.mutate(
      { donationId: supporter.donationId, message },
      {
        onSuccess: onDone,
        onError: (failure) => applyFieldErrors(failure, ['message'], form.setError),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        label={t`Your message`}
        error={form.formState.errors.message?.message}
        hint={t`${typed} of ${max} characters`}
      >
        {(control) => <Textarea {...control} {...form.register('message')} rows={6} />}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={thank.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton busy={thank.isPending} busyLabel={t`Sending...`}>
          <Trans>Send thank-you</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
