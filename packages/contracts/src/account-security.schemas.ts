import { z } from 'zod';
import {
  accountSecurityEndpoints as e,
  PASSKEY_NAME_MAX,
  securityMessages as m,
  sessionAuthMethods,
} from './account-security';
import { messageResponseSchema } from './account.schemas';
import { PASSWORD_MAX } from './auth';
import { userSchema } from './auth.schemas';
import { idParam } from './ids.schemas';
import { operation } from './operation';

/** Six digits; spaces typed or pasted between them ("123 456") are dropped. */
export const totpCodeSchema = z
  .string({ error: m.codeFormat })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, m.codeFormat));

/** A recovery code as shown (xxxxx-xxxxx); case, spaces and dashes are forgiven. */
export const recoveryCodeSchema = z
  .string({ error: m.recoveryCodeWrong })
  .transform((v) => v.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z2-7]{10}$/, m.recoveryCodeWrong));

const passwordSchema = z.string({ error: m.passwordWrong }).min(1, m.passwordWrong).max(PASSWORD_MAX);

/**
 * What the browser's WebAuthn call answers (@simplewebauthn/browser's JSON form), checked in its outline here and
 * verified whole by @simplewebauthn/server.
 */
export const webauthnCredentialSchema = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.record(z.string(), z.unknown()),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.string().max(40).optional(),
});
export type WebauthnCredential = z.input<typeof webauthnCredentialSchema>;

/** The options handed to navigator.credentials (PublicKeyCredential*OptionsJSON), passed through as they are. */
export const webauthnOptionsSchema = z.record(z.string(), z.unknown());

/** POST /api/auth/second-step: a code from the app, or one of the recovery codes. */
export const secondStepRequestSchema = z.union([
  z.object({ code: totpCodeSchema }),
  z.object({ recoveryCode: recoveryCodeSchema }),
]);
export type SecondStepRequest = z.input<typeof secondStepRequestSchema>;

export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Synced between the person's devices (a platform passkey), or bound to one authenticator. */
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** GET /api/users/me/security: what the profile's security section shows (never a secret). */
export const accountSecuritySchema = z.object({
  twoFactor: z.object({
    enabled: z.boolean(),
    enabledAt: z.iso.datetime({ offset: true }).nullable(),
    recoveryCodesLeft: z.number().int(),
  }),
  passkeys: z.array(passkeySchema),
  /** The server can keep authenticator secrets (AUTH_ENCRYPTION_KEY is set, or the embedded database's key). */
  totpAvailable: z.boolean(),
  /** This administrator must add a second factor before any admin page (Settings → Security). */
  setupRequired: z.boolean(),
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;

/** POST /api/users/me/two-factor/setup: confirm the password, get a secret to scan (not on until confirmed). */
export const startTwoFactorSchema = z.object({ password: passwordSchema });
export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code, an SVG document (shown as an image, never as markup). */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const confirmTwoFactorSchema = z.object({ code: totpCodeSchema });
/** Shown once: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
export const regenerateRecoveryCodesSchema = z.object({ password: passwordSchema });

/** Turning codes off needs both proofs: the password, and a code from the app or a recovery code. */
export const disableTwoFactorSchema = z.object({
  password: passwordSchema,
  code: z.string({ error: m.codeFormat }).trim().min(6, m.codeFormat).max(20, m.codeFormat),
});

const passkeyNameSchema = z
  .string({ error: m.passkeyNameRequired })
  .trim()
  .min(1, m.passkeyNameRequired)
  .max(PASSKEY_NAME_MAX, m.passkeyNameMax);

export const addPasskeySchema = z.object({ name: passkeyNameSchema, credential: webauthnCredentialSchema });
export const renamePasskeySchema = z.object({ name: passkeyNameSchema });
export const passkeyCredentialBodySchema = z.object({ credential: webauthnCredentialSchema });

export const sessionSchema = z.object({
  id: z.string(),
  /** "Chrome on macOS", from the user agent; "Unknown device" without one. */
  device: z.string(),
  ip: z.string().nullable(),
  /** Approximate place: only if known locally, which it is not (no geolocation database): always null today. */
  location: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  lastSeenAt: z.iso.datetime({ offset: true }),
  authMethod: z.enum(sessionAuthMethods),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof sessionSchema>;

const passkeyIdParam = z.object({ id: idParam(m.passkeyNotFound) });
const sessionIdParam = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, m.sessionNotFound) });

export const accountSecurityOperations = {
  secondStep: operation(e.secondStep, {
    access: 'public',
    summary: 'Completes a pending sign-in with an authenticator code or a recovery code: the session cookie',
    tags: ['auth'],
    body: secondStepRequestSchema,
    responses: { 200: userSchema },
  }),
  secondStepPasskeyOptions: operation(e.secondStepPasskeyOptions, {
    access: 'public',
    summary: "WebAuthn options to complete a pending sign-in with one of the account's passkeys",
    tags: ['auth'],
    responses: { 200: webauthnOptionsSchema },
  }),
  secondStepPasskey: operation(e.secondStepPasskey, {
    access: 'public',
    summary: 'Completes a pending sign-in with a passkey: the session cookie',
    tags: ['auth'],
    body: passkeyCredentialBodySchema,
    responses: { 200: userSchema },
  }),
  passkeySignInOptions: operation(e.passkeySignInOptions, {
    access: 'public',
    summary: 'WebAuthn options for signing in with a passkey (discoverable: no e-mail needed)',
    tags: ['auth'],
    responses: { 200: webauthnOptionsSchema },
  }),
  passkeySignIn: operation(e.passkeySignIn, {
    access: 'public',
    summary: 'Signs in with a passkey: the session cookie and the user',
    tags: ['auth'],
    body: passkeyCredentialBodySchema,
    responses: { 200: userSchema },
  }),
  security: operation(e.security, {
    access: 'signed-in',
    summary: "The account's two-factor state, passkeys and whether an administrator must set one up",
    tags: ['account'],
    responses: { 200: accountSecuritySchema },
  }),
  startTwoFactor: operation(e.startTwoFactor, {
    access: 'signed-in',
    summary: 'Starts setting up authenticator codes (the password required): a secret and its QR code',
    tags: ['account'],
    body: startTwoFactorSchema,
    responses: { 200: twoFactorSetupSchema },
  }),
  confirmTwoFactor: operation(e.confirmTwoFactor, {
    access: 'signed-in',
    summary: 'Turns codes on with a correct code; answers ten recovery codes, shown once; other sessions end',
    tags: ['account'],
    body: confirmTwoFactorSchema,
    responses: { 200: recoveryCodesSchema },
  }),
  regenerateRecoveryCodes: operation(e.regenerateRecoveryCodes, {
    access: 'signed-in',
    summary: 'Replaces the recovery codes (the password required); the old ones stop working',
    tags: ['account'],
    body: regenerateRecoveryCodesSchema,
    responses: { 200: recoveryCodesSchema },
  }),
  disableTwoFactor: operation(e.disableTwoFactor, {
    access: 'signed-in',
    summary: 'Turns codes off: needs the password and a code (or a recovery code)',
    tags: ['account'],
    body: disableTwoFactorSchema,
    responses: { 200: messageResponseSchema },
  }),
  passkeyOptions: operation(e.passkeyOptions, {
    access: 'signed-in',
    summary: 'WebAuthn options for adding a passkey to the account',
    tags: ['account'],
    responses: { 200: webauthnOptionsSchema },
  }),
  addPasskey: operation(e.addPasskey, {
    access: 'signed-in',
    summary: "Verifies and saves a new passkey under the given name; e-mails the account's owner",
    tags: ['account'],
    body: addPasskeySchema,
    responses: { 201: passkeySchema },
  }),
  renamePasskey: operation(e.renamePasskey, {
    access: 'signed-in',
    summary: "Renames one of the account's passkeys",
    tags: ['account'],
    params: passkeyIdParam,
    body: renamePasskeySchema,
    responses: { 200: passkeySchema },
  }),
  removePasskey: operation(e.removePasskey, {
    access: 'signed-in',
    summary: "Removes one of the account's passkeys",
    tags: ['account'],
    params: passkeyIdParam,
    responses: { 204: null },
  }),
  sessions: operation(e.sessions, {
    access: 'signed-in',
    summary: "The account's signed-in sessions, the current one marked",
    tags: ['account'],
    responses: { 200: z.array(sessionSchema) },
  }),
  endSession: operation(e.endSession, {
    access: 'signed-in',
    summary: 'Ends one of the account’s sessions: its cookie fails from the next request on',
    tags: ['account'],
    params: sessionIdParam,
    responses: { 204: null },
  }),
  endOtherSessions: operation(e.endOtherSessions, {
    access: 'signed-in',
    summary: 'Ends every session of the account but this one',
    tags: ['account'],
    responses: { 200: z.object({ message: z.string(), ended: z.number().int() }) },
  }),
};
