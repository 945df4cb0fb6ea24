import { z } from 'zod';
import { authEndpoints } from './auth-endpoints';
import { secondFactorMethods } from './account-security';
import { authMessages, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, roles, USERNAME_MAX, USERNAME_MIN } from './auth';
import { operation } from './operation';

export const loginRequestSchema = z.object({
  email: z.string().trim().email(authMessages.invalidEmailAddress).max(254),
  password: z.string().min(PASSWORD_MIN, authMessages.passwordMin).max(PASSWORD_MAX),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

const requiredText = (max: number) =>
  z.string({ error: authMessages.registrationRequired }).trim().min(1, authMessages.registrationRequired).max(max);

/**
 * The registration call (spec section 5): email, username and password required.
 * `role` may be sent (the spec's client sends 'donor') but is ignored: the server always creates a donor.
 */
export const registerRequestSchema = z.object({
  email: requiredText(254).pipe(z.email(authMessages.invalidEmail)),
  username: requiredText(USERNAME_MAX)
    .pipe(z.string().min(USERNAME_MIN, authMessages.usernameMin))
    .pipe(
      z
        .string()
        .regex(/^[\p{L}\p{N}_.-]+$/u, 'Username may only contain letters, digits, dots, dashes and underscores'),
    ),
  password: requiredText(PASSWORD_MAX).pipe(z.string().min(PASSWORD_MIN, authMessages.passwordMin)),
  firstName: z.string().trim().max(NAME_MAX).optional().default(''),
  lastName: z.string().trim().max(NAME_MAX).optional().default(''),
  role: z.string().optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** The register form adds a confirmation field, checked in the browser only. */
export const registerFormSchema = z
  .object({
    email: z.string().trim().email(authMessages.invalidEmail),
    username: z.string().trim().min(USERNAME_MIN, authMessages.usernameMin).max(USERNAME_MAX),
    password: z.string().min(PASSWORD_MIN, authMessages.passwordMin).max(PASSWORD_MAX),
    confirmPassword: z.string().min(PASSWORD_MIN, authMessages.passwordMin),
    firstName: z.string().trim().max(NAME_MAX).optional(),
    lastName: z.string().trim().max(NAME_MAX).optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(roles),
  /** Whether the donor has confirmed their e-mail address through the link sent at registration. */
  emailVerified: z.boolean(),
  /** The donor's last answer to "E-mail me updates about this campaign": the donation form's default. */
  emailUpdates: z.boolean(),
  /**
   * An administrator signed in without a second factor while Settings → Security requires one (issue 27): the
   * app sends them to set one up; the server refuses them every admin operation until then.
   */
  twoFactorSetupRequired: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/**
 * GET /api/auth/me: the signed-in user, or null (status 200) for a visitor without a valid session, so the
 * anonymous check every page makes is not an error in the browser's console (issue 18).
 */
export const meResponseSchema = userSchema.nullable();
export type MeResponse = z.infer<typeof meResponseSchema>;

/** POST /api/auth/login when the account has a second factor: no session yet, the step that comes next. */
export const secondStepRequiredSchema = z.object({
  secondStepRequired: z.literal(true),
  methods: z.array(z.enum(secondFactorMethods)),
});
export type SecondStepRequired = z.infer<typeof secondStepRequiredSchema>;

/** The login's answer: the user (signed in), or the second step still to do. */
export const loginResponseSchema = z.union([userSchema, secondStepRequiredSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const isSecondStepRequired = (answer: LoginResponse): answer is SecondStepRequired =>
  'secondStepRequired' in answer;

export const logoutResponseSchema = z.object({ message: z.string() });

export const authOperations = {
  register: operation(authEndpoints.register, {
    access: 'public',
    summary: 'Creates a donor account, e-mails its verification link and signs it in (the session cookie)',
    tags: ['auth'],
    body: registerRequestSchema,
    responses: { 201: userSchema },
  }),
  login: operation(authEndpoints.login, {
    access: 'public',
    summary:
      'Signs in with e-mail and password: a fresh session cookie and the user, or, for an account with a second factor, the step still to do (its pending sign-in in a short-lived cookie)',
    tags: ['auth'],
    body: loginRequestSchema,
    responses: { 200: loginResponseSchema },
  }),
  logout: operation(authEndpoints.logout, {
    access: 'public',
    summary: "Ends this browser's session (if any) and clears its cookie",
    tags: ['auth'],
    responses: { 200: logoutResponseSchema },
  }),
  me: operation(authEndpoints.me, {
    access: 'public',
    summary: 'The signed-in user, or null for a visitor',
    tags: ['auth'],
    responses: { 200: meResponseSchema },
  }),
};
