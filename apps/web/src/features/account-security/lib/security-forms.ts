import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { confirmTwoFactorSchema, disableTwoFactorSchema, renamePasskeySchema } from '@causeway/contracts';
import { z } from 'zod';

/**
 * The forms check what the contracts' request schemas check, except an empty password: the request schema says
 * "incorrect" (all the server can say), the form asks for it first, in the page's language.
 */
const password = (i18n: I18n) => z.string().min(1, i18n._(msg`Enter your password`));

export const passwordFormSchema = (i18n: I18n) => z.object({ password: password(i18n) });
export type PasswordForm = z.input<ReturnType<typeof passwordFormSchema>>;

/** The code from the app, six digits; spaces are dropped. */
export const codeFormSchema = confirmTwoFactorSchema;
export type CodeForm = z.input<typeof codeFormSchema>;

/** Turning codes off: the password, and a code from the app or a recovery code. */
export const disableFormSchema = (i18n: I18n) =>
  z.object({ password: password(i18n), code: disableTwoFactorSchema.shape.code });
export type DisableForm = z.input<ReturnType<typeof disableFormSchema>>;

export const passkeyNameFormSchema = renamePasskeySchema;
export type PasskeyNameForm = z.input<typeof passkeyNameFormSchema>;
