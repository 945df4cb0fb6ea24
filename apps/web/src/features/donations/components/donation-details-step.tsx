import { Trans, useLingui } from '@lingui/react/macro';
import {
  coverFeeCents,
  currencyOf,
  currencyRules,
  intervalLabels,
  recurringIntervals,
  updateEmailMessages,
  type PublicMatch,
  type Reward,
  type User,
} from '@causeway/contracts';
import { ArrowRight, Gift, HandHeart, LoaderCircle, Repeat, X } from 'lucide-react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ChoiceCard, ChoiceGroup } from '@/components/ui/choice-card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { loginPathFor } from '@/lib/safe-redirect';
import { giftSummary, type DonationFormInput, type DonationFormValues } from '../lib/donation-form';
import { formatAmount } from '@/lib/format';
import { AmountField } from './amount-field';
import { CheckboxField } from './checkbox-field';
import { GiftTotals } from './gift-totals';
import { SupportMessageFields } from './support-message-fields';
import { TributeFields } from './tribute-fields';
import { MatchNotice } from './match-notice';
import { contractText } from '@/lib/i18n';

type DonationDetailsStepProps = {
  form: UseFormReturn<DonationFormInput, unknown, DonationFormValues>;
  user: User | null;
  reward: Reward | null;
  onRemoveReward: () => void;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  pending: boolean;
  /** Where login sends the donor back to: this page with its parameters. */
  returnPath: string;
  /** Settings → Payment: whether 'Cover the processing fee' is offered at all. */
  offerFeeCoverage: boolean;
  /**
   * Shown but not yet usable: the page was rendered before the browser knew who is signed in. A signed-in donor's
   * form replaces this one, so nothing typed here could be lost.
   */
  disabled?: boolean;
  /** The campaign's live match (issue 24): the notice of what it adds to this gift. */
  match?: PublicMatch | null;
  /** The campaign's currency (issue 26): every amount is shown and taken in it; US dollars unless told. */
  currency?: string;
};

/** The card fee as the fee-coverage line states it: '2.9% + $0.30', '1.5% + €0.25', '3.6%' (no fixed part). */
export function cardFeeText(currency: string): string {
  const { basisPoints, fixed } = currencyRules[currencyOf(currency)].fee;
  const percent = `${basisPoints / 100}%`;
  return fixed > 0 ? `${percent} + ${formatAmount(fixed, currency)}` : percent;
}

/** Step 1 (spec sections 2 and 5): amount, type and interval, guest details, options, then 'Continue to Payment'. */
export function DonationDetailsStep({
  form,
  user,
  reward,
  onRemoveReward,
  onSubmit,
  pending,
  returnPath,
  offerFeeCoverage,
  disabled = false,
  match = null,
  currency = 'usd',
}: DonationDetailsStepProps) {
  const { t, i18n } = useLingui();
  const { errors } = form.formState;
  const [amount, donationType, interval, coverFees] = useWatch({
    control: form.control,
    name: ['amount', 'donationType', 'interval', 'coverFees'],
  });
  const summary = giftSummary({ amount, donationType, interval, coverFees }, currency);
  const feeForAmount = summary ? coverFeeCents(summary.amountCents, currency) : null;
  const money = (minor: number) => formatAmount(minor, currency);
  const minimum = reward ? money(reward.minimumAmount) : '';
  const cardFee = cardFeeText(currency);
  const fee = feeForAmount !== null ? money(feeForAmount) : '';
  const gift = summary ? money(summary.amountCents) : '';
  const donorName = user ? `${user.firstName} ${user.lastName}`.trim() || user.username : '';
  const donorEmail = user?.email;

  const donationTypeField = form.register('donationType', {
    onChange: (event: { target: { value: string } }) => {
      // A recurring gift starts as a monthly one, the usual choice ('Donate Monthly').
      if (event.target.value === 'recurring' && !form.getValues('interval')) form.setValue('interval', 'monthly');
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset disabled={disabled} className="grid min-w-0 grid-cols-1 gap-8">
        <AmountField
          form={form}
          currency={currency}
          hint={reward ? t`The reward needs a gift of at least ${minimum}.` : undefined}
        />
        <MatchNotice amountCents={summary?.amountCents ?? null} match={match} currency={currency} />

        {reward ? (
          <section
            aria-label={t`Selected reward`}
            className="flex items-start gap-3 rounded-lg border border-primary/30 bg-primary-soft/60 p-4"
          >
            <Gift className="mt-0.5 size-5 shrink-0 text-primary-soft-foreground" aria-hidden="true" />
            <div className="grid min-w-0 flex-1 gap-1">
              <p className="text-xs font-semibold uppercase tracking-wide text-primary-soft-foreground">
                <Trans>Your reward</Trans>
              </p>
              <p className="font-semibold">{reward.title}</p>
              {reward.description ? <p className="text-sm text-muted-foreground">{reward.description}</p> : null}
              <div className="mt-1 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                <p className="text-sm">
                  <Trans>
                    Minimum gift: <span className="font-semibold">{minimum}</span>
                  </Trans>
                </p>
                <Button variant="ghost" size="sm" onClick={onRemoveReward} className="-mx-3 h-8">
                  <X aria-hidden="true" />
                  <Trans>Remove reward</Trans>
                </Button>
              </div>
            </div>
          </section>
        ) : null}

        <div className="grid gap-4">
          <ChoiceGroup
            legend={t`Donation type`}
            legendClassName="text-base font-semibold"
            error={errors.donationType?.message ? contractText(i18n, errors.donationType.message) : undefined}
            choicesClassName="grid grid-cols-2 gap-2"
          >
            <ChoiceCard
              {...donationTypeField}
              value="one_time"
              label={t`One-time`}
              description={t`A single gift today`}
              icon={<HandHeart className="size-5 shrink-0" aria-hidden="true" />}
            />
            <ChoiceCard
              {...donationTypeField}
              value="recurring"
              label={t`Recurring`}
              description={t`Give on a schedule`}
              icon={<Repeat className="size-5 shrink-0" aria-hidden="true" />}
            />
          </ChoiceGroup>

          {donationType === 'recurring' ? (
            <ChoiceGroup
              legend={t`How often?`}
              error={errors.interval?.message ? contractText(i18n, errors.interval.message) : undefined}
              choicesClassName="grid grid-cols-3 gap-2"
              hint={t`Pause or cancel any time from your dashboard.`}
            >
              {recurringIntervals.map((value) => (
                <ChoiceCard
                  key={value}
                  {...form.register('interval')}
                  value={value}
                  label={contractText(i18n, intervalLabels[value])}
                  className="justify-center px-2 text-center"
                />
              ))}
            </ChoiceGroup>
          ) : null}
        </div>

        {user ? (
          <p className="rounded-lg bg-muted/60 px-4 py-3 text-sm text-muted-foreground">
            <Trans>
              Donating as <span className="font-semibold text-foreground">{donorName}</span> ({donorEmail}). Your
              receipt goes to this address.
            </Trans>
          </p>
        ) : (
          <fieldset className="grid min-w-0 gap-4">
            <legend className="mb-1 text-base font-semibold">
              <Trans>Your details</Trans>
            </legend>
            <p className="-mt-1 text-sm text-muted-foreground">
              <Trans>
                We&apos;ll e-mail your receipt here.{' '}
                <Link
                  to={loginPathFor(returnPath)}
                  className="font-semibold text-primary underline-offset-4 hover:underline"
                >
                  Log in
                </Link>{' '}
                to keep track of your gifts.
              </Trans>
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t`First name`} error={errors.guestFirstName?.message}>
                {(control) => <Input {...control} {...form.register('guestFirstName')} autoComplete="given-name" />}
              </FormField>
              <FormField label={t`Last name`} error={errors.guestLastName?.message}>
                {(control) => <Input {...control} {...form.register('guestLastName')} autoComplete="family-name" />}
              </FormField>
            </div>
            <FormField label={t`Email`} error={errors.guestEmail?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register('guestEmail')}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  placeholder={t`you@example.com`}
                />
              )}
            </FormField>
          </fieldset>
        )}

        <fieldset className="grid min-w-0 gap-4">
          <legend className="mb-3 text-base font-semibold">
            <Trans>Options</Trans>
          </legend>
          <CheckboxField
            control={form.control}
            name="anonymousDonation"
            label={t`Make my donation anonymous`}
            description={t`Your name won't appear on the campaign. The organizer still receives your gift and receipt details.`}
          />
          <CheckboxField
            control={form.control}
            name="emailUpdates"
            label={contractText(i18n, updateEmailMessages.donationCheckbox)}
            description={t`News from the organizer about how the campaign is going. Every e-mail has a link to stop them.`}
          />
          {user ? (
            <CheckboxField
              control={form.control}
              name="savePaymentMethod"
              label={t`Save this card for future donations`}
              description={t`Kept securely by our payment provider; manage saved cards from your dashboard.`}
            />
          ) : null}
          {offerFeeCoverage ? (
            <CheckboxField
              control={form.control}
              name="coverFees"
              label={t`Cover the processing fee`}
              description={
                feeForAmount !== null && summary
                  ? t`Add ${fee} so the campaign receives your full ${gift} (card fee ${cardFee}).`
                  : t`Add the card fee (${cardFee}) so the campaign receives your full gift.`
              }
            />
          ) : null}
        </fieldset>

        <TributeFields form={form} />

        <SupportMessageFields form={form} />

        <div className="grid gap-4">
          {summary ? <GiftTotals summary={summary} /> : null}
          <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending || undefined}>
            <Trans>Continue to Payment</Trans>
            {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
