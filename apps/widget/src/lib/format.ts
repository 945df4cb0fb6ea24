import { formatCurrency } from '@causeway/contracts';

/** Cents as whole US dollars ("$1,250"): the widget shows round figures, rounded down. */
export const formatCents = (cents: number) => formatCurrency(Math.floor(cents / 100) * 100, { wholeDollars: true });
