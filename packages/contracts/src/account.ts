import type { Endpoint } from './operation';

/** Account security texts (issue 5: profile, password change, password reset, e-mail verification). */
export const accountMessages = {
  profileSaved: 'Profile updated',
  currentPasswordWrong: 'Current password is incorrect',
  newPasswordSame: 'The new password must be different from the current one',
  passwordChanged: 'Password changed. Other devices have been signed out.',
  resetRequested:
    'If an account exists for that address, we have sent it a link to reset the password. The link is valid for 1 hour.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordReset: 'Your password has been reset. You can now log in with your new password.',
  verifyLinkInvalid: 'This verification link is invalid or has expired.',
  emailVerified: 'Your email address has been verified.',
  alreadyVerified: 'Your email address is already verified.',
  verificationSent: 'We have sent a new verification link to your email address.',
  tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
} as const;

/** How long a password reset link works. */
export const RESET_TOKEN_TTL_MINUTES = 60;
/** How long an e-mail verification link works. */
export const VERIFY_TOKEN_TTL_HOURS = 72;

/** The account's own settings and e-mailed links (issue 5): where their operations live (operation.ts). */
export const accountEndpoints = {
  updateProfile: { method: 'PATCH', path: '/api/users/me' },
  saveLanguage: { method: 'PUT', path: '/api/users/me/language' },
  changePassword: { method: 'POST', path: '/api/users/me/password' },
  forgotPassword: { method: 'POST', path: '/api/auth/forgot-password' },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password' },
  verifyEmail: { method: 'POST', path: '/api/auth/verify-email' },
  resendVerification: { method: 'POST', path: '/api/auth/resend-verification' },
} as const satisfies Record<string, Endpoint>;
