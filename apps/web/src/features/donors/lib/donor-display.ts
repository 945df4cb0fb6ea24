import type { AdminDonor } from '@causeway/contracts';
import { formatCurrency } from '@/lib/format';

/** The donor's full name; their e-mail when they gave none. */
export function donorName(donor: Pick<AdminDonor, 'firstName' | 'lastName' | 'email'>): string {
  return `${donor.firstName} ${donor.lastName}`.trim() || donor.email;
}

/** The detail page's path: the key holds a guest's e-mail ('g{email}'), so it is encoded. */
export function donorPath(key: string): string {
  return `/admin/donors/${encodeURIComponent(key)}`;
}

/**
 * What the donor gave, each currency on its own and never summed (issue 26): '$50.00', '€25.50 · ¥7,000'. A donor
 * listed has given, so there is a total; '$0.00' stands in for none.
 */
export function donorTotalText(donor: Pick<AdminDonor, 'totals'>): string {
  if (donor.totals.length === 0) return formatCurrency(0);
  return donor.totals.map((t) => formatCurrency(t.total, { currency: t.currency })).join(' · ');
}
