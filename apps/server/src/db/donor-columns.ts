import { users } from './schema';

/**
 * The donor's account beside a gift's row (a donation or a recurring gift, left joined to users): null for a
 * guest's gift. The ledger, its export and the recurring gifts' admin list select it alike and read it by donorOf.
 */
export const donorAccountColumns = {
  userEmail: users.email,
  userFirstName: users.firstName,
  userLastName: users.lastName,
};
export type DonorAccount = { userEmail: string | null; userFirstName: string | null; userLastName: string | null };

/** What a guest typed on the gift; null on a registered donor's gift. */
type GuestFields = {
  userId: number | null;
  guestFirstName: string | null;
  guestLastName: string | null;
  guestEmail: string | null;
};

/** The gift's donor: the account's name and e-mail for a registered donor, what the guest typed for a guest. */
export function donorOf(gift: GuestFields, account: DonorAccount) {
  const isGuest = gift.userId === null;
  return {
    firstName: (isGuest ? gift.guestFirstName : account.userFirstName) ?? '',
    lastName: (isGuest ? gift.guestLastName : account.userLastName) ?? '',
    email: (isGuest ? gift.guestEmail : account.userEmail) ?? '',
  };
}
