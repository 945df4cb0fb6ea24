const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Cents as whole US dollars ("$1,250"): the widget shows round figures. */
export const formatCents = (cents: number) => dollars.format(Math.floor(cents / 100));
