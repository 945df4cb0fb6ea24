import { accountMessages, authMessages, passwordChangeSchema, resetPasswordSchema } from '@causeway/contracts';
import { z } from 'zod';

// The forms add a confirmation field to the contracts' request schemas; it is checked in the browser only
// (like the register form's) and never sent.

/** /account, change password: the request's fields and rules plus 'Confirm new password'. */
export const passwordChangeFormSchema = z
  .object({ ...passwordChangeSchema.shape, confirmPassword: z.string() })
  // `.shape` carries the fields but not the request's cross-field rule, so it is repeated here.
  .refine((v) => v.currentPassword !== v.newPassword, {
    message: accountMessages.newPasswordSame,
    path: ['newPassword'],
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: authMessages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;

/** /reset-password: the new password twice; the token comes from the link. */
export const resetPasswordFormSchema = z
  .object({ password: resetPasswordSchema.shape.password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
