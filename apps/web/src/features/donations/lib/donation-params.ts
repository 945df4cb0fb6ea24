import {
  currencyBounds,
  minorPerMajor,
  toMinorUnits,
  type DonationType,
  type RecurringInterval,
  parseId,
} from '@causeway/contracts';

/** What a link to /donate/{id} asks the form to start with (spec section 2: recurring, amount, reward, type). */
export type DonationPrefill = {
  /** Major units of the campaign's currency (dollars), within its bounds; null when absent or unusable. */
  amount: number | null;
  donationType: DonationType | null;
  interval: RecurringInterval | null;
  rewardId: number | null;
};

const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;

/** A URL amount in major units within the currency's bounds; JPY and KRW take whole units only. */
function parseAmount(value: string | null, currency: string): number | null {
  if (value === null || !AMOUNT.test(value.trim())) return null;
  const major = Number(value.trim());
  if (minorPerMajor(currency) === 1 && !Number.isInteger(major)) return null;
  const minor = toMinorUnits(major, currency);
  const { minDonation, maxDonation } = currencyBounds(currency);
  return minor >= minDonation && minor <= maxDonation ? major : null;
}

/**
 * `amount` is whole dollars (DECISIONS.md), major units of the campaign's currency (issue 26); `type=once` is one-time, `type=monthly` or `recurring=true` is a
 * monthly gift (the widget's and the campaign page's links); an explicit `type` wins over `recurring`.
 * Anything malformed is ignored rather than refused: the donor still gets the form with its defaults.
 */
export function parseDonationParams(search: URLSearchParams, currency = 'usd'): DonationPrefill {
  const type = search.get('type')?.trim().toLowerCase();
  const recurring = search.get('recurring')?.trim().toLowerCase() === 'true';
  let donationType: DonationType | null = null;
  let interval: RecurringInterval | null = null;
  if (type === 'once' || type === 'one_time') {
    donationType = 'one_time';
  } else if (type === 'monthly' || type === 'quarterly' || type === 'yearly') {
    donationType = 'recurring';
    interval = type;
  } else if (recurring) {
    donationType = 'recurring';
    interval = 'monthly';
  }
  const reward = search.get('reward')?.trim() ?? '';
  const rewardId = parseId(reward);
  return { amount: parseAmount(search.get('amount'), currency), donationType, interval, rewardId };
}

/**
 * A reward's minimum in the whole major units the form and the reward links use (rounded up, so it still
 * qualifies): dollars, or yen as they are (¥500 stays 500).
 */
export function rewardMinimumDollars(minimumAmountCents: number, currency = 'usd'): number {
  return Math.max(1, Math.ceil(minimumAmountCents / minorPerMajor(currency)));
}

/** The amount the form starts with: the link's, raised to the reward's minimum, else the currency's default ($5). */
export function initialAmount(
  prefill: Pick<DonationPrefill, 'amount'>,
  rewardMinimumCents?: number | null,
  currency = 'usd',
): number {
  const amount = prefill.amount ?? currencyBounds(currency).defaultAmount;
  if (rewardMinimumCents === undefined || rewardMinimumCents === null) return amount;
  return toMinorUnits(amount, currency) < rewardMinimumCents
    ? rewardMinimumDollars(rewardMinimumCents, currency)
    : amount;
}
