import type { AdminDonor } from '@causeway/contracts';

/** The donor's full name; their e-mail when they gave none. */
export function donorName(donor: Pick<AdminDonor, 'firstName' | 'lastName' | 'email'>): string {
  return `${donor.firstName} ${donor.lastName}`.trim() || donor.email;
}

/** The detail page's path: the key holds a guest's e-mail ('g{email}'), so it is encoded. */
export function donorPath(key: string): string {
  return `/admin/donors/${encodeURIComponent(key)}`;
}
