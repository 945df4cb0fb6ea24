import { Trans, useLingui } from '@lingui/react/macro';
import {
  currencyBounds,
  toMajorUnits,
  type CampaignDetail,
  type DonationIntentResponse,
  type Reward,
  type User,
} from '@causeway/contracts';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { dismissToast, toast } from '@/components/ui/use-toast';
import { meQueryKey } from '@/features/auth';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCreateDonationIntent } from '../api/create-donation-intent';
import { usePaymentsConfig } from '../api/get-payments-config';
import { useSavedCards } from '../api/get-saved-cards';
import { initialAmount, type DonationPrefill } from '../lib/donation-params';
import {
  buildDonationSchema,
  giftSummary,
  guestFields,
  toIntentRequest,
  type DonationFormInput,
  type DonationFormValues,
  type GiftSummary,
} from '../lib/donation-form';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { withPopupEmbed } from '../lib/popup-embed';
import { formatAmount } from '@/lib/format';
import { toSavedCardRequest, type SavedCardRequest } from '../lib/saved-cards';
import { donationSuccessPath, intervalPhrase, stripeReturnUrl } from '../lib/success-params';
import { DonationDetailsStep } from './donation-details-step';
import { PaymentStep } from './payment-step';
import { TestModeBadge } from './test-mode-badge';
import { guestEmailUpdatesChoice, rememberGuestEmailUpdatesChoice } from '../lib/email-updates-choice';
import { useZodForm } from '@/lib/use-zod-form';

type DonationFlowProps = {
  campaign: CampaignDetail;
  user: User | null;
  prefill: DonationPrefill;
  reward: Reward | null;
  onRemoveReward: () => void;
  returnPath: string;
  /** Who is signed in is not known yet (a server-rendered page before its first answer): the form waits. */
  userPending?: boolean;
  /** The supporter's page the gift is given through (issue 25); null gives to the campaign directly. */
  fundraiserId?: number | null;
  /** The server refused the page (paused or closed since it was read): the page reads it again. */
  onFundraiserRefused?: () => void;
};

type ReadyIntent = DonationIntentResponse & {
  requestKey: string;
  summary: GiftSummary;
  /** The same gift for a saved card, which the server charges without this intent. */
  savedCardRequest: Omit<SavedCardRequest, 'paymentMethodId'>;
};

const serverFields = ['amount', 'interval', ...guestFields] as const;

/**
 * Spec section 4, the donation flow: the form, then an intent (a subscription intent for recurring gifts), then
 * the payment form, then the confirmation. Back returns to the form with everything as it was. Memoized: the
 * donation page re-renders whenever one of its queries answers, which need not re-render the whole form.
 */
export const DonationFlow = memo(function DonationFlow({
  campaign,
  user,
  prefill,
  reward,
  onRemoveReward,
  returnPath,
  userPending = false,
  fundraiserId = null,
  onFundraiserRefused,
}: DonationFlowProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const signedIn = user !== null;
  const config = usePaymentsConfig();
  // Asked now, so step 2 opens with the donor's saved cards; only a signed-in donor has any.
  const savedCards = useSavedCards(signedIn);
  const [step, setStep] = useState<'details' | 'payment'>('details');
  const [intent, setIntent] = useState<ReadyIntent | null>(null);
  const createIntent = useCreateDonationIntent();
  const queryClient = useQueryClient();

  // Every amount of the form is in the campaign's currency (issue 26).
  const { currency } = campaign;
  const { minDonation } = currencyBounds(currency);
  const schema = useMemo(
    () => buildDonationSchema({ guest: !signedIn, rewardMinimumCents: reward?.minimumAmount ?? null, currency }),
    [signedIn, reward, currency],
  );
  const form = useZodForm<typeof schema, DonationFormInput>(schema, {
    defaultValues: {
      amount: initialAmount(prefill, reward?.minimumAmount, currency),
      donationType: prefill.donationType ?? 'one_time',
      interval: prefill.interval ?? undefined,
      guestFirstName: '',
      guestLastName: '',
      guestEmail: '',
      anonymousDonation: false,
      savePaymentMethod: false,
      coverFees: config.data?.feeCoverageDefault ?? false,
      // A signed-in donor's last choice; a guest's is read from this browser once the page runs (below).
      emailUpdates: user?.emailUpdates ?? false,
      supportMessage: '',
      supportShowName: true,
      supportShowAmount: false,
    },
  });

  useEffect(() => {
    if (!signedIn && !form.getFieldState('emailUpdates').isDirty) {
      form.setValue('emailUpdates', guestEmailUpdatesChoice());
    }
  }, [signedIn, form]);

  // Settings → Payment: never cover the fee where it is not offered; tick it by default where the administrator
  // chose so, unless the donor has already decided (the config may arrive after the form).
  const feeOffered = config.data?.offerFeeCoverage;
  const feeDefault = config.data?.feeCoverageDefault;
  useEffect(() => {
    if (feeOffered === undefined) return;
    if (!feeOffered) form.setValue('coverFees', false);
    else if (!form.getFieldState('coverFees').isDirty) form.setValue('coverFees', Boolean(feeDefault));
  }, [feeOffered, feeDefault, form]);

  // Each step starts with its heading focused, so keyboard and screen-reader users land on the new content.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (moved) headingRef.current?.focus();
  }, [step, moved]);
  const goTo = (next: 'details' | 'payment') => {
    // A message about the step being left (e.g. a missing field now filled in) no longer applies.
    dismissToast();
    setMoved(true);
    setStep(next);
  };

  const onValid = async (values: DonationFormValues) => {
    const rewardId = reward?.id ?? null;
    const body = toIntentRequest(values, {
      campaignId: campaign.id,
      signedIn,
      rewardId,
      fundraiserId,
      currency,
    });
    if (!signedIn) rememberGuestEmailUpdatesChoice(values.emailUpdates);
    const summary = giftSummary(values, currency)!;
    const requestKey = JSON.stringify([values.donationType, body]);
    // Back then Continue with nothing changed reuses the intent: no second pending donation.
    if (intent?.requestKey === requestKey) return goTo('payment');
    try {
      const created = await createIntent.mutateAsync({
        donationType: values.donationType,
        body,
        idempotencyKey: newIdempotencyKey(),
      });
      if (!created?.clientSecret) {
        toast({
          variant: 'destructive',
          title: t`Setup Failed`,
          description: t`Payment setup failed - no client secret received`,
        });
        return;
      }
      // The server remembered the donor's answer: the next donation form starts from it.
      if (signedIn) {
        queryClient.setQueryData<User | null>(meQueryKey, (me) => me && { ...me, emailUpdates: values.emailUpdates });
      }
      setIntent({
        ...created,
        requestKey,
        summary: { ...summary, totalCents: created.totalAmount, feeCents: created.totalAmount - summary.amountCents },
        savedCardRequest: toSavedCardRequest(values, {
          campaignId: campaign.id,
          rewardId,
          fundraiserId,
          replacesDonationId: created.donationId,
          currency,
        }),
      });
      goTo('payment');
    } catch (error) {
      // The fee option was withdrawn since the page loaded: fetch the settings again, which hides it.
      if (isApiError(error) && error.fieldErrors?.coverFees) void config.refetch();
      noteFundraiserRefusal(error);
      if (isApiError(error) && error.fieldErrors) {
        for (const field of serverFields) {
          const message = error.fieldErrors[field]?.[0];
          if (message) form.setError(field, { type: 'server', message }, { shouldFocus: true });
        }
      }
      toast({
        variant: 'destructive',
        title: t`Setup Failed`,
        description: errorMessage(error, t`Failed to set up payment. Please try again.`),
      });
    }
  };

  // The page stopped taking gifts since it was read: read it again, so the notice says the gift goes to the
  // campaign directly and the next Continue gives without it.
  const noteFundraiserRefusal = (error: unknown) => {
    if (!isApiError(error) || !error.fieldErrors?.fundraiserId) return false;
    onFundraiserRefused?.();
    return true;
  };

  // Spec section 5: the toasts on submit, besides the messages under the fields.
  const onInvalid = (errors: FieldErrors<DonationFormInput>) => {
    const values = form.getValues();
    const amount = values.amount;
    if (!signedIn && guestFields.some((field) => errors[field] && !values[field]?.trim())) {
      toast({
        variant: 'destructive',
        title: t`Required Information Missing`,
        description: t`Please fill in your name and email to continue as a guest.`,
      });
    } else if (errors.amount && Number.isFinite(amount) && amount < toMajorUnits(minDonation, currency)) {
      const least = currency === 'usd' ? '$1' : formatAmount(minDonation, currency);
      toast({
        variant: 'destructive',
        title: t`Invalid Amount`,
        description: t`Donation amount must be at least ${least}`,
      });
    } else if (errors.interval && values.donationType === 'recurring') {
      toast({
        variant: 'destructive',
        title: t`Interval Required`,
        description: t`Please select a recurring interval`,
      });
    }
  };

  const onPaid = (paymentIntentId: string) => {
    if (!intent) return;
    const { summary } = intent;
    if (summary.donationType === 'recurring') {
      const amount = formatAmount(summary.amountCents, currency);
      const interval = intervalPhrase(summary.interval, i18n);
      toast({
        title: t`Recurring donation set up`,
        description: t`Your gift of ${amount} will be processed ${interval}.`,
      });
    } else {
      toast({ title: t`Donation successful`, description: t`Thank you for your generosity!` });
    }
    const path = donationSuccessPath({
      campaignId: campaign.id,
      amountCents: summary.amountCents,
      currency,
      donationType: summary.donationType,
      paymentIntentId,
    });
    // In the pop-up's frame the success page stays in embed mode (it tells the host page: lib/popup-embed.ts).
    void navigate(withPopupEmbed(path, window.location.search));
  };

  const sandbox = config.data?.provider === 'sandbox';
  const stepNumber = step === 'details' ? 1 : 2;

  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-border px-5 py-4 sm:px-6">
        <div className="grid gap-0.5">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            <Trans>Step {stepNumber} of 2</Trans>
          </p>
          <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold tracking-tight outline-none">
            {step === 'details' ? t`Your donation` : t`Complete your donation`}
          </h2>
        </div>
        {sandbox ? <TestModeBadge className="mt-1" /> : null}
      </div>
      <div className="p-5 sm:p-6">
        {step === 'payment' && intent ? (
          <PaymentStep
            config={config.data}
            configFailed={config.isError}
            clientSecret={intent.clientSecret}
            summary={intent.summary}
            // A failed list is no list: the donor pays with a new card.
            savedCards={signedIn && savedCards.isPending ? undefined : (savedCards.data ?? [])}
            savedCardRequest={intent.savedCardRequest}
            returnUrl={withPopupEmbed(
              stripeReturnUrl(window.location.origin, {
                campaignId: campaign.id,
                amountCents: intent.summary.amountCents,
                currency,
                donationType: intent.summary.donationType,
              }),
              window.location.search,
            )}
            onBack={() => goTo('details')}
            onPaid={onPaid}
            onSavedCardError={(error) => {
              // Back to the form, keeping the toast that says why: Continue then gives to the campaign.
              if (!noteFundraiserRefusal(error)) return;
              setMoved(true);
              setStep('details');
            }}
          />
        ) : (
          <DonationDetailsStep
            form={form}
            user={user}
            reward={reward}
            onRemoveReward={onRemoveReward}
            onSubmit={form.handleSubmit(onValid, onInvalid)}
            // Disabled from the first click on (validation included), so a double click sends one request.
            pending={form.formState.isSubmitting || createIntent.isPending}
            offerFeeCoverage={feeOffered === true}
            returnPath={returnPath}
            disabled={userPending}
            match={campaign.match}
            currency={currency}
          />
        )}
      </div>
    </Card>
  );
});
