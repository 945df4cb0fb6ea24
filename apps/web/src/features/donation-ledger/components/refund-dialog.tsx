import { currencySymbol, REFUND_REASON_MAX, type LedgerDonationDetail } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ConfirmActions } from '@/components/ui/confirm-dialog';
import { AlertDialog } from '@/components/ui/dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField } from '@/components/ui/form-field';
import { MoneyInput } from '@/components/ui/money-input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useCampaign } from '@/features/campaigns';
import { errorMessage } from '@/lib/api-client';
import { formatCurrency } from '@/lib/format';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateRefund } from '../api/create-refund';
import {
  campaignDropCents,
  refundableCents,
  refundButtonLabel,
  refundCentsOf,
  refundFormSchema,
  type RefundFormValues,
  type RefundKind,
} from '../lib/refund-form';
import { RadioChoice } from './radio-choice';

type RefundDialogProps = {
  donation: LedgerDonationDetail;
  open: boolean;
  onClose: () => void;
};

/**
 * Refunds the donation through its payment provider, in full or in part, with a reason, and says first what the
 * campaign's total becomes. Confirming twice refunds once: the button is disabled while the request runs, and
 * every attempt carries the same Idempotency-Key (a new one after a failure, for a real retry).
 */
export function RefundDialog({ donation, open, onClose }: RefundDialogProps) {
  const { t } = useLingui();
  const refund = useCreateRefund(donation.campaign.id, donation.currency);
  const close = () => {
    if (refund.isPending) return;
    refund.reset();
    onClose();
  };
  return (
    <AlertDialog
      open={open}
      title={t`Refund this donation?`}
      description={
        donation.provider === 'stripe'
          ? t`The money goes back to the donor through Stripe, and they get an e-mail saying so. This cannot be undone.`
          : t`The money goes back to the donor through the payment provider, and they get an e-mail saying so. This cannot be undone.`
      }
      onDismiss={close}
      className="max-w-lg"
    >
      {open ? <RefundForm donation={donation} refund={refund} onDone={onClose} /> : null}
    </AlertDialog>
  );
}

type RefundFormProps = {
  donation: LedgerDonationDetail;
  refund: ReturnType<typeof useCreateRefund>;
  onDone: () => void;
};

function RefundForm({ donation, refund, onDone }: RefundFormProps) {
  const { t, i18n } = useLingui();
  // Every amount here is in the gift's currency (issue 26), the campaign's total too (the campaign's currency).
  const { currency } = donation;
  const money = (minor: number) => formatCurrency(minor, { currency });
  const left = refundableCents(donation);
  const charge = donation.amount + donation.feeAmount;
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const form = useZodForm(refundFormSchema(left, currency, i18n), {
    defaultValues: { kind: 'full', amount: '', reason: '' },
  });
  const values = useWatch({ control: form.control }) as Partial<RefundFormValues>;
  const kind: RefundKind = values.kind === 'partial' ? 'partial' : 'full';
  const cents = refundCentsOf({ kind, amount: values.amount ?? '' }, left, currency);
  const campaign = useCampaign(donation.campaign.id);
  const reasonId = useId();
  const reasonHintId = useId();
  const reasonError = form.formState.errors.reason?.message;
  const leftAmount = money(left);
  const currencyCode = currency.toUpperCase();

  const onSubmit = form.handleSubmit((submitted) => {
    if (refund.isPending) return;
    const amount = submitted.kind === 'partial' ? refundCentsOf(submitted, left, currency) : null;
    refund.mutate(
      { donationId: donation.id, reason: submitted.reason, idempotencyKey, ...(amount !== null && { amount }) },
      {
        onSuccess: onDone,
        // A refused or failed attempt is over: the next confirmation is a new refund.
        onError: () => setIdempotencyKey(newKey()),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">
          <Trans>How much</Trans>
        </legend>
        <RadioChoice
          input={form.register('kind')}
          value="full"
          checked={kind === 'full'}
          label={left === charge ? t`Full refund` : t`Everything left`}
          detail={
            donation.feeAmount > 0 && left === charge ? t`${leftAmount}, the processing fee included` : leftAmount
          }
        />
        <RadioChoice
          input={form.register('kind')}
          value="partial"
          checked={kind === 'partial'}
          label={t`Partial refund`}
          detail={t`An amount you choose`}
        />
      </fieldset>

      {kind === 'partial' ? (
        <FormField
          label={t`Amount to refund (${currencyCode})`}
          error={form.formState.errors.amount?.message}
          hint={t`Up to ${leftAmount}.`}
        >
          {(control) => (
            <MoneyInput
              {...control}
              {...form.register('amount')}
              symbol={currencySymbol(currency)}
              inputMode="decimal"
              autoComplete="off"
              className="h-11 text-base font-semibold"
            />
          )}
        </FormField>
      ) : null}

      <div className="grid gap-1.5">
        <Label htmlFor={reasonId}>
          <Trans>Reason</Trans>
        </Label>
        <Textarea
          id={reasonId}
          rows={3}
          maxLength={REFUND_REASON_MAX}
          aria-describedby={reasonHintId}
          aria-invalid={reasonError ? true : undefined}
          {...form.register('reason')}
        />
        <p id={reasonHintId} className={reasonError ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}>
          {reasonError ?? t`Kept with the refund and in the audit log.`}
        </p>
      </div>

      <CampaignTotalPreview
        title={donation.campaign.title}
        raised={campaign.data?.amountRaised}
        loading={campaign.isPending}
        drop={cents === null ? null : campaignDropCents(donation, cents)}
        money={money}
      />

      {refund.isError ? (
        <ErrorAlert>{errorMessage(refund.error, t`The refund could not be made. Please try again.`)}</ErrorAlert>
      ) : null}

      <ConfirmActions keepLabel={t`Keep donation`} busy={refund.isPending} busyLabel={t`Refunding...`}>
        {refundButtonLabel(cents, currency, i18n)}
      </ConfirmActions>
    </form>
  );
}

function CampaignTotalPreview({
  title,
  raised,
  loading,
  drop,
  money,
}: {
  title: string;
  raised: number | undefined;
  loading: boolean;
  drop: number | null;
  money: (minor: number) => string;
}) {
  const { t } = useLingui();
  const after = raised === undefined ? '' : money(raised - (drop ?? 0));
  const now = raised === undefined ? '' : money(raised);
  const less = drop ? money(drop) : '';
  return (
    <div className="rounded-lg bg-muted p-3 text-sm" aria-live="polite">
      <p className="text-muted-foreground">
        <Trans>
          Campaign total for <span className="font-medium text-foreground">{title}</span>
        </Trans>
      </p>
      {raised === undefined ? (
        <p className="mt-1">{loading ? t`Loading the campaign total…` : t`The campaign total could not be loaded.`}</p>
      ) : (
        <p className="mt-1">
          {drop ? (
            <Trans>
              Becomes{' '}
              <span className="font-semibold tabular-nums text-foreground" data-testid="campaign-total-after">
                {after}
              </span>{' '}
              (now <span className="tabular-nums">{now}</span>, less {less})
            </Trans>
          ) : (
            <Trans>
              Becomes{' '}
              <span className="font-semibold tabular-nums text-foreground" data-testid="campaign-total-after">
                {after}
              </span>{' '}
              (now <span className="tabular-nums">{now}</span>)
            </Trans>
          )}
        </p>
      )}
    </div>
  );
}

const newKey = () => `refund-${crypto.randomUUID()}`;
