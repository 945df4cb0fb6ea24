/**
 * The currencies a campaign may raise money in (issue 26), and every rule that differs between them, in one table:
 * the minor unit, the payment provider's minimum charge, the card fee, and the scale that turns the spec's US-dollar
 * bounds and presets into sensible amounts of the currency (docs/decisions.md, "Currencies"). Codes are lower case,
 * as stored in the database and as Stripe takes them; amounts are integers in the currency's minor unit (cents,
 * pence, öre…; for JPY and KRW, which have none, the yen and the won themselves).
 */
export const currencyCodes = [
  'usd',
  'eur',
  'gbp',
  'cad',
  'aud',
  'chf',
  'sek',
  'nok',
  'dkk',
  'nzd',
  'mxn',
  'brl',
  'inr',
  'jpy',
  'krw',
] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

export const DEFAULT_CURRENCY: CurrencyCode = 'usd';

interface CurrencyRules {
  /** Digits after the decimal point of the major unit: 2, or 0 where the minor unit is the major one. */
  decimals: 0 | 2;
  /**
   * How many major units stand for one US dollar in the spec's bounds and presets: a round number near the
   * exchange rate, so "at least 1" reads as kr 10, ¥100 or ₩1,000, not an exact conversion.
   */
  scale: number;
  /** Stripe's minimum charge in the currency, minor units (Stripe's "Minimum and maximum charge amounts"). */
  providerMinimum: number;
  /**
   * Card pricing for a domestic card in the currency's home market (Stripe's published standard rates), as basis
   * points of the charge plus a fixed part in minor units. Only the fee-coverage option uses it.
   */
  fee: { basisPoints: number; fixed: number };
}

export const currencyRules: Record<CurrencyCode, CurrencyRules> = {
  usd: { decimals: 2, scale: 1, providerMinimum: 50, fee: { basisPoints: 290, fixed: 30 } },
  eur: { decimals: 2, scale: 1, providerMinimum: 50, fee: { basisPoints: 150, fixed: 25 } },
  gbp: { decimals: 2, scale: 1, providerMinimum: 30, fee: { basisPoints: 150, fixed: 20 } },
  cad: { decimals: 2, scale: 1, providerMinimum: 50, fee: { basisPoints: 290, fixed: 30 } },
  aud: { decimals: 2, scale: 1, providerMinimum: 50, fee: { basisPoints: 170, fixed: 30 } },
  chf: { decimals: 2, scale: 1, providerMinimum: 50, fee: { basisPoints: 290, fixed: 30 } },
  sek: { decimals: 2, scale: 10, providerMinimum: 300, fee: { basisPoints: 150, fixed: 180 } },
  nok: { decimals: 2, scale: 10, providerMinimum: 300, fee: { basisPoints: 240, fixed: 200 } },
  dkk: { decimals: 2, scale: 10, providerMinimum: 250, fee: { basisPoints: 150, fixed: 180 } },
  nzd: { decimals: 2, scale: 1, providerMinimum: 50, fee: { basisPoints: 265, fixed: 30 } },
  mxn: { decimals: 2, scale: 20, providerMinimum: 1_000, fee: { basisPoints: 360, fixed: 300 } },
  brl: { decimals: 2, scale: 5, providerMinimum: 50, fee: { basisPoints: 399, fixed: 39 } },
  inr: { decimals: 2, scale: 100, providerMinimum: 50, fee: { basisPoints: 200, fixed: 0 } },
  jpy: { decimals: 0, scale: 100, providerMinimum: 50, fee: { basisPoints: 360, fixed: 0 } },
  // Stripe has no Korean accounts: a KRW charge is priced as an international one from the US (no fixed part).
  krw: { decimals: 0, scale: 1_000, providerMinimum: 700, fee: { basisPoints: 290, fixed: 0 } },
};

/** Stripe takes at most eight digits of minor units in any currency. */
export const PROVIDER_MAXIMUM_MINOR = 99_999_999;

/** The spec's bounds in US dollars (section 9 and the campaign form), scaled per currency below. */
const SPEC_MIN_DONATION = 1;
const SPEC_MAX_DONATION = 100_000;
const SPEC_MIN_GOAL = 100;
const SPEC_MAX_GOAL = 100_000_000;
const SPEC_PRESETS = [1, 5, 25, 50] as const;
const SPEC_DEFAULT_AMOUNT = 5;

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (currencyCodes as readonly string[]).includes(value);
}

/** A stored or requested code as the table's key: 'EUR' → 'eur'; anything unknown is US dollars. */
export function currencyOf(code: string | null | undefined): CurrencyCode {
  const lower = code?.toLowerCase();
  return isCurrencyCode(lower) ? lower : DEFAULT_CURRENCY;
}

/** Minor units in one major unit: 100, or 1 for JPY and KRW. */
export function minorPerMajor(currency: string): number {
  return 10 ** currencyRules[currencyOf(currency)].decimals;
}

/** An amount people typed (major units, maybe with decimals) in minor units: 25.5 EUR → 2550, 500 JPY → 500. */
export function toMinorUnits(major: number, currency: string): number {
  return Math.round(major * minorPerMajor(currency));
}

/** Minor units as the major amount people read and type: 2550 EUR → 25.5, 500 JPY → 500. */
export function toMajorUnits(minor: number, currency: string): number {
  return minor / minorPerMajor(currency);
}

/** The spec's US-dollar figure in the currency, minor units. */
const scaled = (dollars: number, currency: CurrencyCode) =>
  toMinorUnits(dollars * currencyRules[currency].scale, currency);

export interface CurrencyBounds {
  minDonation: number;
  maxDonation: number;
  minGoal: number;
  maxGoal: number;
  /** The donation page's preset buttons, major units. */
  presets: number[];
  /** The preset chosen when the page opens, major units. */
  defaultAmount: number;
}

/**
 * The currency's bounds, minor units unless said: the spec's, scaled, never below the provider's minimum charge
 * nor above its eight digits (so ₩100,000,000 becomes ₩99,999,999). US dollars are exactly the spec's.
 */
export function currencyBounds(code: string): CurrencyBounds {
  const currency = currencyOf(code);
  const { scale, providerMinimum } = currencyRules[currency];
  return {
    minDonation: Math.max(scaled(SPEC_MIN_DONATION, currency), providerMinimum),
    maxDonation: Math.min(scaled(SPEC_MAX_DONATION, currency), PROVIDER_MAXIMUM_MINOR),
    minGoal: scaled(SPEC_MIN_GOAL, currency),
    // A goal is never charged: no provider ceiling (the money columns are bigint).
    maxGoal: scaled(SPEC_MAX_GOAL, currency),
    presets: SPEC_PRESETS.map((dollars) => dollars * scale),
    defaultAmount: SPEC_DEFAULT_AMOUNT * scale,
  };
}

/** The provider's fee on a charge of `total` minor units in the currency: the percentage rounded, plus the fixed part. */
export function processingFee(total: number, code: string): number {
  const { basisPoints, fixed } = currencyRules[currencyOf(code)].fee;
  return Math.round((total * basisPoints) / 10_000) + fixed;
}

/**
 * The fee to add so the campaign nets the whole gift after processing: the smallest total T with
 * T - fee(T) >= amount. Starts from the exact solution and steps while one minor unit less still nets it.
 */
export function coverFee(amount: number, code: string): number {
  const { basisPoints, fixed } = currencyRules[currencyOf(code)].fee;
  let total = Math.ceil(((amount + fixed) * 10_000) / (10_000 - basisPoints));
  while (total - 1 - processingFee(total - 1, code) >= amount) total -= 1;
  while (total - processingFee(total, code) < amount) total += 1;
  return total - amount;
}
