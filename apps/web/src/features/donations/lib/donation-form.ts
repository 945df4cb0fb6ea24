import {
  coverFeeCents,
  currencyBounds,
  currencyOf,
  donationFormSchema,
  donationMessages,
  guestDetailsSchema,
  minorPerMajor,
  toMajorUnits,
  toMinorUnits,
  type DonationForm,
  type DonationIntentRequest,
  type DonationType,
  type RecurringInterval,
} from '@causeway/contracts';
import { z } from 'zod';
import { formatAmount } from '@/lib/format';
import { donationSourceRequest } from './donation-source';
import { fundraiserRequest } from './fundraiser-request';
import { supportMessageRequest } from './support-message-request';
import { tributeRequest } from './tribute-request';

/** The form as the inputs hold it (dollars), and as the resolver hands it over once valid. */
export type DonationFormInput = DonationForm;
export type DonationFormValues = z.output<typeof donationFormSchema>;

export const guestFields = ['guestFirstName', 'guestLastName', 'guestEmail'] as const;

type SchemaOptions = {
  /** Nobody is signed in: first name, last name and e-mail are required (spec section 5). */
  guest: boolean;
  /** The chosen reward's minimum, in cents: a smaller gift does not earn it. */
  rewardMinimumCents: number | null;
  /** The campaign's currency (issue 26): the amount's bounds and messages are its own; US dollars unless told. */
  currency?: string;
};

/**
 * The form's schema in the campaign's currency: the contract's (US dollars, '$1' to '$100,000') as it is, other
 * currencies with their own bounds and messages (currencyBounds, amountMinOf); JPY and KRW take whole units only.
 */
function formSchemaFor(currency: string): typeof donationFormSchema {
  if (currency === 'usd') return donationFormSchema;
  const { minDonation, maxDonation } = currencyBounds(currency);
  let amount = z
    .number({ error: donationMessages.amountInvalid })
    .min(toMajorUnits(minDonation, currency), donationMessages.amountMinOf(currency))
    .max(toMajorUnits(maxDonation, currency), donationMessages.amountMaxOf(currency));
  if (minorPerMajor(currency) === 1) amount = amount.int(donationMessages.amountInvalid);
  return donationFormSchema.safeExtend({ amount }) as unknown as typeof donationFormSchema;
}

/**
 * The contract's form schema, plus the guest details when signed out and the reward's minimum when a reward is
 * chosen. Intersections check every part, so all the messages show at once; they add no fields of their own.
 */
export function buildDonationSchema({
  guest,
  rewardMinimumCents,
  currency: code,
}: SchemaOptions): typeof donationFormSchema {
  const currency = currencyOf(code);
  let schema: z.ZodType<DonationFormValues, DonationFormInput> = formSchemaFor(currency);
  if (guest) schema = schema.and(guestDetailsSchema);
  if (rewardMinimumCents !== null) {
    const message = donationMessages.belowRewardMinimum(formatAmount(rewardMinimumCents, currency));
    schema = schema.and(
      z.object({
        amount: z
          .number({ error: donationMessages.amountInvalid })
          .min(toMajorUnits(rewardMinimumCents, currency), message),
      }),
    );
  }
  return schema as typeof donationFormSchema;
}

export type GiftSummary = {
  /** Minor units of `currency` (cents, or yen as they are), as are the fee and the total. */
  amountCents: number;
  feeCents: number;
  totalCents: number;
  donationType: DonationType;
  interval: RecurringInterval | null;
  /** The campaign's currency (issue 26); absent is US dollars. */
  currency?: string;
};

/** The amount field's value (major units) in minor units of the currency, or null while it holds no usable number. */
export function amountMinor(major: number | undefined, currency = 'usd'): number | null {
  return typeof major === 'number' && Number.isFinite(major) && major > 0 ? toMinorUnits(major, currency) : null;
}

/** What the donor is about to give, as far as the form is filled in; null while the amount is unusable. */
export function giftSummary(
  values: Pick<DonationFormInput, 'amount' | 'coverFees' | 'donationType' | 'interval'>,
  currency = 'usd',
) {
  const amount = amountMinor(values.amount, currency);
  if (amount === null) return null;
  const feeCents = values.coverFees ? coverFeeCents(amount, currency) : 0;
  const recurring = values.donationType === 'recurring';
  return {
    amountCents: amount,
    feeCents,
    totalCents: amount + feeCents,
    donationType: recurring ? 'recurring' : 'one_time',
    interval: recurring ? (values.interval ?? null) : null,
    ...(currency === 'usd' ? {} : { currency }),
  } satisfies GiftSummary;
}

type RequestContext = {
  campaignId: number;
  signedIn: boolean;
  rewardId: number | null;
  /** The supporter's page the gift is given through (issue 25); null gives to the campaign directly. */
  fundraiserId?: number | null;
  /** The campaign's currency (issue 26): the amount goes in its minor unit; US dollars unless told. */
  currency?: string;
};

/**
 * The body of create-payment-intent / create-subscription-intent: cents on the wire, guest details only when
 * signed out, saving the card only when signed in, the interval only for a recurring gift, the supporter's page
 * only when given through one.
 */
export function toIntentRequest(values: DonationFormValues, ctx: RequestContext): DonationIntentRequest {
  const recurring = values.donationType === 'recurring';
  return {
    campaignId: ctx.campaignId,
    amount: toMinorUnits(values.amount, ctx.currency ?? 'usd'),
    ...(recurring && values.interval ? { interval: values.interval } : {}),
    savePaymentMethod: ctx.signedIn && values.savePaymentMethod,
    anonymousDonation: values.anonymousDonation,
    coverFees: values.coverFees,
    emailUpdates: values.emailUpdates,
    ...supportMessageRequest(values),
    ...tributeRequest(values),
    ...donationSourceRequest(),
    ...(ctx.rewardId !== null ? { rewardId: ctx.rewardId } : {}),
    ...fundraiserRequest(ctx.fundraiserId),
    ...(ctx.signedIn
      ? {}
      : {
          guestEmail: values.guestEmail?.trim() ?? '',
          guestFirstName: values.guestFirstName?.trim() ?? '',
          guestLastName: values.guestLastName?.trim() ?? '',
        }),
  };
}
