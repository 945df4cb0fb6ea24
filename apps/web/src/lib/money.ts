/** Forms take dollars, the wire carries integer cents (DECISIONS.md, Data and units). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** A page-URL amount: whole dollars as '25', a gift with cents as '25.50'. */
export function dollarsParam(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** The amount field's value in cents, or null while it holds no usable number. */
export function amountCents(dollars: number | undefined): number | null {
  return typeof dollars === 'number' && Number.isFinite(dollars) && dollars > 0 ? dollarsToCents(dollars) : null;
}
