import { accountMessages, authMessages } from '@causeway/contracts';
import { describe, expect, it } from 'vitest';
import { passwordChangeFormSchema, resetPasswordFormSchema } from './account-forms';

/** The first message per field, as the form shows them. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

describe('passwordChangeFormSchema', () => {
  it('accepts a new password typed twice', () => {
    const values = { currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' };
    expect(passwordChangeFormSchema.parse(values)).toEqual(values);
  });

  it('says when the confirmation differs: "Passwords don\'t match"', () => {
    const result = passwordChangeFormSchema.safeParse({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
      confirmPassword: 'new-secreT',
    });
    expect(messages(result)).toEqual({ confirmPassword: authMessages.passwordsDontMatch });
  });

  it('keeps the contract rules: current password required, new one long enough and different', () => {
    expect(
      messages(passwordChangeFormSchema.safeParse({ currentPassword: '', newPassword: '123', confirmPassword: '123' })),
    ).toEqual({ currentPassword: 'Enter your current password', newPassword: authMessages.passwordMin });
    expect(
      messages(
        passwordChangeFormSchema.safeParse({
          currentPassword: 'same-secret',
          newPassword: 'same-secret',
          confirmPassword: 'same-secret',
        }),
      ),
    ).toEqual({ newPassword: accountMessages.newPasswordSame });
  });
});

describe('resetPasswordFormSchema', () => {
  it('needs a password of at least 6 characters, typed twice', () => {
    expect(resetPasswordFormSchema.safeParse({ password: 'new-secret', confirmPassword: 'new-secret' }).success).toBe(
      true,
    );
    expect(messages(resetPasswordFormSchema.safeParse({ password: '12345', confirmPassword: '12345' }))).toEqual({
      password: authMessages.passwordMin,
    });
    expect(messages(resetPasswordFormSchema.safeParse({ password: 'new-secret', confirmPassword: 'other' }))).toEqual({
      confirmPassword: authMessages.passwordsDontMatch,
    });
  });
});
