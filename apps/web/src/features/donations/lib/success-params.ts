import { intervalLabels, type DonationType, type RecurringInterval, parseId } from '@causeway/contracts';
import { formatAmount } from '@/lib/format';
import { dollarsParam, dollarsToCents } from '@/lib/money';

export const DONATION_SUCCESS_PATH = '/donation-success';

type SuccessLink = {
  campaignId: number;
  amountCents: number;
  donationType: DonationType;
  /** Present when the payment succeeded without a redirect (spec section 2). */
  paymentIntentId?: string;
};

function successSearch({ campaignId, amountCents, donationType, paymentIntentId }: SuccessLink): string {
  const search = new URLSearchParams({
    campaign: String(campaignId),
    amount: dollarsParam(amountCents),
    type: donationType,
  });
  if (paymentIntentId) search.set('payment_intent', paymentIntentId);
  return search.toString();
}

/** '/donation-success?campaign={id}&amount={dollars}&type={one_time|recurring}&payment_intent={id}'. */
export function donationSuccessPath(link: SuccessLink): string {
  return `${DONATION_SUCCESS_PATH}?${successSearch(link)}`;
}

/** Stripe's return_url: Stripe adds payment_intent itself when it comes back from a redirect. */
export function stripeReturnUrl(origin: string, link: Omit<SuccessLink, 'paymentIntentId'>): string {
  return `${origin}${DONATION_SUCCESS_PATH}?${successSearch(link)}`;
}

export type SuccessParams = {
  campaignId: number | null;
  amountCents: number | null;
  donationType: DonationType;
  paymentIntentId: string | null;
};

export function parseSuccessParams(search: URLSearchParams): SuccessParams {
  const campaign = search.get('campaign') ?? '';
  const amount = search.get('amount') ?? '';
  const paymentIntent = search.get('payment_intent')?.trim() ?? '';
  return {
    campaignId: parseId(campaign),
    amountCents: /^\d{1,6}(\.\d{1,2})?$/.test(amount) && Number(amount) > 0 ? dollarsToCents(Number(amount)) : null,
    donationType: search.get('type') === 'recurring' ? 'recurring' : 'one_time',
    paymentIntentId: paymentIntent && paymentIntent.length <= 255 ? paymentIntent : null,
  };
}

/** Spec section 2: the amount, or '$--' when missing. */
export function successAmountText(amountCents: number | null): string {
  return amountCents === null ? '$--' : formatAmount(amountCents);
}

/** Spec section 2: 'Monthly Recurring' for a monthly gift (the interval's name for the others), else 'One-time'. */
export function donationTypeLabel(donationType: DonationType, interval: RecurringInterval | null = 'monthly'): string {
  if (donationType !== 'recurring') return 'One-time';
  if (interval === 'quarterly') return 'Recurring every 3 months';
  return `${intervalLabels[interval ?? 'monthly']} Recurring`;
}

/** 'monthly', 'every 3 months', 'yearly': how often a recurring gift is processed, inside a sentence. */
export function intervalPhrase(interval: RecurringInterval | null): string {
  return intervalLabels[interval ?? 'monthly'].toLowerCase();
}
