import { toMinorUnits, type AdminDonor, type OfflineGiftBody, type OfflineGiftForm } from '@causeway/contracts';

/** Today in the administrator's own calendar, YYYY-MM-DD: the date field's default and its latest day. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function offlineGiftDefaults(today = localToday()): OfflineGiftForm {
  return {
    campaignId: '',
    amount: Number.NaN,
    // US dollars until a campaign is chosen; then the campaign's currency.
    currency: 'usd',
    method: 'cheque',
    receivedOn: today,
    donorMode: 'existing',
    userId: null,
    email: '',
    firstName: '',
    lastName: '',
    note: '',
    anonymous: false,
    sendReceipt: true,
  };
}

/** The form's fields for a donor picked from the search: an account by its id, a guest by the details they gave. */
export function pickedDonorFields(
  donor: AdminDonor,
): Pick<OfflineGiftForm, 'userId' | 'email' | 'firstName' | 'lastName'> {
  return {
    userId: donor.isGuest ? null : donor.id,
    email: donor.email,
    firstName: donor.firstName,
    lastName: donor.lastName,
  };
}

/**
 * The request body, in minor units of the campaign's currency (cents; for JPY the yen itself, never times 100): an
 * account's id, or a guest's name and e-mail.
 */
export function offlineGiftBody(form: OfflineGiftForm): OfflineGiftBody {
  return {
    campaignId: Number(form.campaignId),
    amount: toMinorUnits(form.amount, form.currency),
    method: form.method,
    receivedOn: form.receivedOn,
    donor:
      form.userId !== null
        ? { userId: form.userId }
        : { email: form.email.trim(), firstName: form.firstName.trim(), lastName: form.lastName.trim() },
    ...(form.note.trim() ? { note: form.note.trim() } : {}),
    anonymous: form.anonymous,
    sendReceipt: form.sendReceipt,
  };
}
