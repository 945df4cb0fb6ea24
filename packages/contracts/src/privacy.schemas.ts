import { z } from 'zod';
import { authMessages, PASSWORD_MAX } from './auth';
import { MAX_ID } from './ids';
import { fileAnswer, operation } from './operation';
import { privacyEndpoints as e, privacyMessages as m } from './privacy';

/** POST /api/account/delete: the password again, so a borrowed session cannot erase an account. */
export const deleteAccountSchema = z.object({
  password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(PASSWORD_MAX, m.passwordWrong),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const deleteAccountResponseSchema = z.object({
  message: z.string(),
  /** Recurring gifts cancelled with the account. */
  recurringCancelled: z.number(),
  /** Donations kept as anonymous financial records. */
  donationsAnonymized: z.number(),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** POST /api/admin/donors/anonymize: a registered donor by id, or a guest by the address they gave. */
export const anonymizeDonorSchema = z
  .object({
    userId: z
      .number({ error: 'User id must be a positive whole number' })
      .int('User id must be a positive whole number')
      .min(1, 'User id must be a positive whole number')
      .max(MAX_ID, 'User id must be a positive whole number')
      .optional(),
    email: z
      .string({ error: authMessages.invalidEmailAddress })
      .trim()
      .max(254, authMessages.invalidEmailAddress)
      .pipe(z.email(authMessages.invalidEmailAddress))
      .optional(),
  })
  .refine((v) => (v.userId === undefined) !== (v.email === undefined), { message: m.oneTarget });
export type AnonymizeDonorInput = z.input<typeof anonymizeDonorSchema>;

export const anonymizeDonorResponseSchema = z.object({
  message: z.string(),
  donationsAnonymized: z.number(),
  recurringAnonymized: z.number(),
  recurringCancelled: z.number(),
  accountDeleted: z.boolean(),
});
export type AnonymizeDonorResponse = z.infer<typeof anonymizeDonorResponseSchema>;

export const privacyOperations = {
  dataExport: operation(e.dataExport, {
    access: 'signed-in',
    summary:
      'Everything personal the platform holds about the signed-in user (account, donations, recurring gifts, cards, ' +
      'subscriptions, sessions, onboarding, contact messages, guest gifts made with the address) as a JSON file',
    tags: ['account'],
    responses: { 200: fileAnswer('application/json; charset=utf-8') },
  }),
  deleteAccount: operation(e.deleteAccount, {
    access: 'signed-in',
    summary:
      'Deletes the account (password required): recurring gifts cancelled, donations kept anonymized, signed out',
    tags: ['account'],
    body: deleteAccountSchema,
    responses: { 200: deleteAccountResponseSchema },
  }),
  anonymizeDonor: operation(e.anonymizeDonor, {
    access: 'admin',
    summary:
      'Erases a donor’s personal data everywhere (irreversible): by user id (the account is deleted) or guest ' +
      'e-mail; amounts, dates, statuses and receipt numbers stay',
    tags: ['admin/donors'],
    body: anonymizeDonorSchema,
    responses: { 200: anonymizeDonorResponseSchema },
  }),
};
