import { z } from 'zod';
import { accountEndpoints, accountMessages } from './account';
import { authMessages, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './auth';
import { userSchema } from './auth.schemas';
import { locales } from './locales';
import { operation } from './operation';

/** PATCH /api/users/me: the donor's own name. */
export const profileUpdateSchema = z.object({
  firstName: z.string().trim().max(NAME_MAX, `First name must be at most ${NAME_MAX} characters`),
  lastName: z.string().trim().max(NAME_MAX, `Last name must be at most ${NAME_MAX} characters`),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** PUT /api/users/me/language: the language the user's pages and e-mails are in (issue 26). */
export const languageChoiceSchema = z.object({
  locale: z.enum(locales, { error: `Language must be one of: ${locales.join(', ')}` }),
});
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;

const newPassword = z
  .string({ error: authMessages.passwordMin })
  .min(PASSWORD_MIN, authMessages.passwordMin)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** POST /api/users/me/password: other sessions are signed out. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string({ error: accountMessages.currentPasswordWrong }).min(1, 'Enter your current password'),
    newPassword,
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    message: accountMessages.newPasswordSame,
    path: ['newPassword'],
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** POST /api/auth/forgot-password: the answer is the same whether or not the address has an account. */
export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: authMessages.invalidEmailAddress })
    .trim()
    .max(254)
    .pipe(z.email(authMessages.invalidEmailAddress)),
});

/** POST /api/auth/reset-password with the token from the e-mailed link. */
export const resetPasswordSchema = z.object({
  token: z.string({ error: accountMessages.resetLinkInvalid }).min(20, accountMessages.resetLinkInvalid).max(200),
  password: newPassword,
});

/** POST /api/auth/verify-email with the token from the e-mailed link. */
export const verifyEmailSchema = z.object({
  token: z.string({ error: accountMessages.verifyLinkInvalid }).min(20, accountMessages.verifyLinkInvalid).max(200),
});

export const verifyEmailResponseSchema = z.object({
  message: z.string(),
  /** Guest donations made earlier with this address that now appear in the donor's history. */
  linkedDonations: z.number(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const accountOperations = {
  updateProfile: operation(accountEndpoints.updateProfile, {
    access: 'signed-in',
    summary: "Saves the signed-in user's first and last name; answers the user",
    tags: ['account'],
    body: profileUpdateSchema,
    responses: { 200: userSchema },
  }),
  saveLanguage: operation(accountEndpoints.saveLanguage, {
    access: 'signed-in',
    summary: "Saves the signed-in user's language (the switcher's choice) for their e-mails and later visits",
    tags: ['account'],
    body: languageChoiceSchema,
    responses: { 200: languageChoiceSchema },
  }),
  changePassword: operation(accountEndpoints.changePassword, {
    access: 'signed-in',
    summary: 'Changes the password (the current one required); every other session ends',
    tags: ['account'],
    body: passwordChangeSchema,
    responses: { 200: messageResponseSchema },
  }),
  forgotPassword: operation(accountEndpoints.forgotPassword, {
    access: 'public',
    summary: 'E-mails a reset link if the address has an account; the same answer either way',
    tags: ['account'],
    body: forgotPasswordSchema,
    responses: { 202: messageResponseSchema },
  }),
  resetPassword: operation(accountEndpoints.resetPassword, {
    access: 'public',
    summary: "Sets a new password with the e-mailed link's token; every session of the account ends",
    tags: ['account'],
    body: resetPasswordSchema,
    responses: { 200: messageResponseSchema },
  }),
  verifyEmail: operation(accountEndpoints.verifyEmail, {
    access: 'public',
    summary: "Confirms the address with the e-mailed link's token and links earlier guest gifts made with it",
    tags: ['account'],
    body: verifyEmailSchema,
    responses: { 200: verifyEmailResponseSchema },
  }),
  resendVerification: operation(accountEndpoints.resendVerification, {
    access: 'signed-in',
    summary: 'E-mails a new verification link, unless the address is already verified',
    tags: ['account'],
    responses: { 200: messageResponseSchema },
  }),
};
