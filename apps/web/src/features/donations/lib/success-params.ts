import type { I18n } from '@lingui/core';
import { contractText } from '@/lib/i18n';
import { msg } from '@lingui/core/macro';
import {
  currencyOf,
  intervalLabels,
  intervalSentenceLabels,
  isCurrencyCode,
  minorPerMajor,
  toMajorUnits,
  toMinorUnits,
  type DonationType,
  type RecurringInterval,
  parseId,
} from '@causeway/contracts';
import { formatAmount } from '@/lib/format';

export const DONATION_SUCCESS_PATH = '/donation-success';

type SuccessLink = {
  campaignId: number;
  amountCents: number;
  /** The campaign's currency (issue 26): the amount is in its minor unit; US dollars unless told. */
  currency?: string;
  donationType: DonationType;
  /** Present when the payment succeeded without a redirect (spec section 2). */
  paymentIntentId?: string;
};

/** A URL amount in major units: whole as '25' (or '500' yen), with a minor part as '25.50'. */
function majorParam(minor: number, currency: string): string {
  const perMajor = minorPerMajor(currency);
  return minor % perMajor === 0 ? String(minor / perMajor) : toMajorUnits(minor, currency).toFixed(2);
}

function successSearch({ campaignId, amountCents, currency, donationType, paymentIntentId }: SuccessLink): string {
  const code = currencyOf(currency);
  const search = new URLSearchParams({
    campaign: String(campaignId),
    amount: majorParam(amountCents, code),
    type: donationType,
  });
  // Another currency than US dollars is named, so the page shows '¥500', not '$500' (issue 26).
  if (code !== 'usd') search.set('currency', code);
  if (paymentIntentId) search.set('payment_intent', paymentIntentId);
  return search.toString();
}

/**
 * '/donation-success?campaign={id}&amount={dollars}&type={one_time|recurring}&payment_intent={id}', with
 * '&currency={code}' for a campaign in another currency than US dollars (the amount in its major units).
 */
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
  /** The campaign's currency the link names (issue 26); absent for US dollars. */
  currency?: string;
  donationType: DonationType;
  paymentIntentId: string | null;
};

export function parseSuccessParams(search: URLSearchParams): SuccessParams {
  const campaign = search.get('campaign') ?? '';
  const amount = search.get('amount') ?? '';
  const paymentIntent = search.get('payment_intent')?.trim() ?? '';
  const named = search.get('currency')?.trim().toLowerCase();
  const currency = isCurrencyCode(named) ? named : 'usd';
  const digits = currency === 'usd' ? /^\d{1,6}(\.\d{1,2})?$/ : /^\d{1,9}(\.\d{1,2})?$/;
  return {
    campaignId: parseId(campaign),
    amountCents: digits.test(amount) && Number(amount) > 0 ? toMinorUnits(Number(amount), currency) : null,
    ...(currency === 'usd' ? {} : { currency }),
    donationType: search.get('type') === 'recurring' ? 'recurring' : 'one_time',
    paymentIntentId: paymentIntent && paymentIntent.length <= 255 ? paymentIntent : null,
  };
}

/** Spec section 2: the amount, or '$--' when missing. */
export function successAmountText(amountCents: number | null, currency = 'usd'): string {
  return amountCents === null ? '$--' : formatAmount(amountCents, currency);
}

/**
 * Spec section 2: 'Monthly Recurring' for a monthly gift (the interval's name for the others), else 'One-time'. In
 * the page's language (i18n from useLingui); the interval's name is contracts' (intervalLabels).
 */
export function donationTypeLabel(
  i18n: I18n,
  donationType: DonationType,
  interval: RecurringInterval | null = 'monthly',
): string {
  if (donationType !== 'recurring') return i18n._(msg`One-time`);
  if (interval === 'quarterly') return i18n._(msg`Recurring every 3 months`);
  const label = contractText(i18n, intervalLabels[interval ?? 'monthly']);
  return i18n._(msg`${label} Recurring`);
}

/** 'monthly', 'every 3 months', 'yearly': how often a recurring gift is processed, inside a sentence. */
export function intervalPhrase(interval: RecurringInterval | null, i18n: I18n): string {
  return contractText(i18n, intervalSentenceLabels[interval ?? 'monthly']);
}
