import type { Endpoint } from './operation';

/** Donor privacy (issue 23, item 8): a donor's own data export and account deletion, an admin's anonymization. */
export const privacyEndpoints = {
  dataExport: { method: 'GET', path: '/api/account/data-export' },
  deleteAccount: { method: 'POST', path: '/api/account/delete' },
  anonymizeDonor: { method: 'POST', path: '/api/admin/donors/anonymize' },
} as const satisfies Record<string, Endpoint>;

export const privacyMessages = {
  passwordWrong: 'Password is incorrect',
  passwordRequired: 'Enter your password to confirm',
  lastAdmin:
    'You are the last administrator. Make another account an administrator before deleting or anonymizing this one.',
  accountDeleted: 'Your account has been deleted',
  donorNotFound: 'No personal data is held for this donor: it was already anonymized, or there never was any',
  oneTarget: 'Give either a user id or a guest e-mail address',
  donorAnonymized: 'Donor anonymized',
  tooManyExports: 'Too many data downloads. Please wait a few minutes and try again.',
} as const;

/** How an anonymized gift is named in the admin ledger and its exports (its e-mail is empty). */
export const ANONYMIZED_DONOR_LABEL = 'Anonymized donor';

/** The data export's file name: causeway-my-data-2026-11-26.json. */
export const dataExportFileName = (day: string) => `causeway-my-data-${day}.json`;
