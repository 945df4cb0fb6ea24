import type { Endpoint } from './operation';

/**
 * Account security (issue 27): authenticator-app codes, recovery codes, passkeys, the second step of signing in,
 * the sessions a person can see and end, and the administrators' two-factor requirement.
 */

/** How a session was signed in; an administrator's 'password' session is refused when two-factor is required. */
export const sessionAuthMethods = ['password', 'two_factor', 'passkey'] as const;
export type SessionAuthMethod = (typeof sessionAuthMethods)[number];

/** What a row of auth_challenges stands for. */
export const authChallengePurposes = ['second_factor', 'passkey_registration', 'passkey_sign_in'] as const;
export type AuthChallengePurpose = (typeof authChallengePurposes)[number];

/** The second factors a pending sign-in may be completed with. */
export const secondFactorMethods = ['totp', 'passkey'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

/** A password proven, the second step pending: how long the browser has to give a code or use a passkey. */
export const SECOND_STEP_TTL_MINUTES = 5;
/** Wrong codes accepted against one pending sign-in before it is void (the password must be given again). */
export const SECOND_STEP_MAX_ATTEMPTS = 5;
/** How long a WebAuthn challenge handed to the browser stays good. */
export const PASSKEY_CHALLENGE_TTL_MINUTES = 5;
export const RECOVERY_CODE_COUNT = 10;
export const PASSKEY_NAME_MAX = 60;
/** Session lifetimes (Settings → Security): idle sessions and all sessions expire after these many days. */
export const SESSION_IDLE_DAYS_DEFAULT = 30;
export const SESSION_MAX_DAYS_DEFAULT = 90;
export const SESSION_DAYS_MIN = 1;
export const SESSION_DAYS_MAX = 365;

export const securityMessages = {
  codeFormat: 'Enter the 6-digit code from your authenticator app',
  codeWrong: 'That code is not right. Check your authenticator app and try again.',
  recoveryCodeWrong: 'That recovery code is not right, or it has been used already.',
  secondStepExpired: 'Your sign-in has expired. Please log in again.',
  passwordWrong: 'Your password is incorrect',
  twoFactorAlreadyOn: 'Two-factor authentication is already on for this account.',
  twoFactorNotOn: 'Two-factor authentication is not on for this account.',
  noSetupInProgress: 'Start setting up two-factor authentication again: the set-up has expired.',
  twoFactorEnabled: 'Two-factor authentication is on. Other devices have been signed out.',
  twoFactorDisabled: 'Two-factor authentication is off.',
  encryptionKeyMissing:
    'Authenticator codes are not available on this server yet: its operator must set AUTH_ENCRYPTION_KEY.',
  passkeyFailed: 'We could not verify that passkey. Please try again.',
  passkeyUnknown: 'This passkey is not registered with any account here.',
  passkeyAdded: 'Passkey added',
  passkeyRemoved: 'Passkey removed',
  passkeyNameRequired: 'Give the passkey a name',
  passkeyNameMax: `The name must be at most ${PASSKEY_NAME_MAX} characters`,
  passkeyNotFound: 'Passkey not found',
  sessionNotFound: 'Session not found',
  sessionEnded: 'Session ended',
  otherSessionsEnded: 'Every other session has been signed out.',
  adminTwoFactorRequired:
    'Administrators must use two-factor authentication. Set up an authenticator app or a passkey to continue.',
  sessionDaysRange: `Enter a number of days from ${SESSION_DAYS_MIN} to ${SESSION_DAYS_MAX}`,
  sessionMaxBelowIdle: 'The longest a session may last cannot be shorter than its idle time-out',
} as const;

export const accountSecurityEndpoints = {
  // The second step of signing in (public: the pending sign-in is the causeway_2fa cookie).
  secondStep: { method: 'POST', path: '/api/auth/second-step' },
  secondStepPasskeyOptions: { method: 'POST', path: '/api/auth/second-step/passkey-options' },
  secondStepPasskey: { method: 'POST', path: '/api/auth/second-step/passkey' },
  // "Sign in with a passkey": discoverable credentials, no e-mail typed.
  passkeySignInOptions: { method: 'POST', path: '/api/auth/passkey-options' },
  passkeySignIn: { method: 'POST', path: '/api/auth/passkey' },
  // The profile's security section.
  security: { method: 'GET', path: '/api/users/me/security' },
  startTwoFactor: { method: 'POST', path: '/api/users/me/two-factor/setup' },
  confirmTwoFactor: { method: 'POST', path: '/api/users/me/two-factor/confirm' },
  regenerateRecoveryCodes: { method: 'POST', path: '/api/users/me/two-factor/recovery-codes' },
  disableTwoFactor: { method: 'POST', path: '/api/users/me/two-factor/disable' },
  passkeyOptions: { method: 'POST', path: '/api/users/me/passkeys/options' },
  addPasskey: { method: 'POST', path: '/api/users/me/passkeys' },
  renamePasskey: { method: 'PATCH', path: '/api/users/me/passkeys/:id' },
  removePasskey: { method: 'DELETE', path: '/api/users/me/passkeys/:id' },
  sessions: { method: 'GET', path: '/api/users/me/sessions' },
  endSession: { method: 'DELETE', path: '/api/users/me/sessions/:id' },
  endOtherSessions: { method: 'POST', path: '/api/users/me/sessions/end-others' },
} as const satisfies Record<string, Endpoint>;
