import {
  DEFAULT_AMOUNT,
  MAX_DONATION_CENTS,
  MIN_DONATION_CENTS,
  type DonationType,
  type RecurringInterval,
  parseId,
} from '@causeway/contracts';

/** What a link to /donate/{id} asks the form to start with (spec section 2: recurring, amount, reward, type). */
export type DonationPrefill = {
  /** Dollars, within the form's bounds; null when absent or unusable. */
  amount: number | null;
  donationType: DonationType | null;
  interval: RecurringInterval | null;
  rewardId: number | null;
};

const AMOUNT = /^\d{1,6}(\.\d{1,2})?$/;

function parseAmount(value: string | null): number | null {
  if (value === null || !AMOUNT.test(value.trim())) return null;
  const dollars = Number(value.trim());
  return dollars * 100 >= MIN_DONATION_CENTS && dollars * 100 <= MAX_DONATION_CENTS ? dollars : null;
}

/**
 * `amount` is whole dollars (DECISIONS.md); `type=once` is one-time, `type=monthly` or `recurring=true` is a
 * monthly gift (the widget's and the campaign page's links); an explicit `type` wins over `recurring`.
 * Anything malformed is ignored rather than refused: the donor still gets the form with its defaults.
 */
export function parseDonationParams(search: URLSearchParams): DonationPrefill {
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
  return { amount: parseAmount(search.get('amount')), donationType, interval, rewardId };
}

/** A reward's minimum in the whole dollars the form and the reward links use (rounded up, so it still qualifies). */
export function rewardMinimumDollars(minimumAmountCents: number): number {
  return Math.max(1, Math.ceil(minimumAmountCents / 100));
}

/** The amount the form starts with: the link's, raised to the reward's minimum, else the default ($5). */
export function initialAmount(prefill: Pick<DonationPrefill, 'amount'>, rewardMinimumCents?: number | null): number {
  const amount = prefill.amount ?? DEFAULT_AMOUNT;
  if (rewardMinimumCents === undefined || rewardMinimumCents === null) return amount;
  return amount * 100 < rewardMinimumCents ? rewardMinimumDollars(rewardMinimumCents) : amount;
}
