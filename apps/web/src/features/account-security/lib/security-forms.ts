import { confirmTwoFactorSchema, disableTwoFactorSchema, renamePasskeySchema } from '@causeway/contracts';
import { z } from 'zod';

/**
 * The forms check what the contracts' request schemas check, except an empty password: the request schema says
 * "incorrect" (all the server can say), the form asks for it first.
 */
const password = z.string().min(1, 'Enter your password');

export const passwordFormSchema = z.object({ password });
export type PasswordForm = z.input<typeof passwordFormSchema>;

/** The code from the app, six digits; spaces are dropped. */
export const codeFormSchema = confirmTwoFactorSchema;
export type CodeForm = z.input<typeof codeFormSchema>;

/** Turning codes off: the password, and a code from the app or a recovery code. */
export const disableFormSchema = z.object({ password, code: disableTwoFactorSchema.shape.code });
export type DisableForm = z.input<typeof disableFormSchema>;

export const passkeyNameFormSchema = renamePasskeySchema;
export type PasskeyNameForm = z.input<typeof passkeyNameFormSchema>;
