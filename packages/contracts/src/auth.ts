import { endpoint } from './operation';

export const roles = ['donor', 'admin'] as const;
export type Role = (typeof roles)[number];

/** User-facing texts of spec section 5 (validation) and 8 (error catalogue), written once. */
export const authMessages = {
  invalidEmail: 'Please enter a valid email',
  invalidEmailAddress: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 6 characters',
  usernameMin: 'Username must be at least 3 characters',
  passwordsDontMatch: "Passwords don't match",
  registrationRequired: 'Email, username, and password are required',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  notSignedIn: 'You need to sign in to do that',
  adminOnly: 'You do not have permission to access this resource',
} as const;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 40;
export const NAME_MAX = 80;

/** Signing up, in and out, and who is signed in (spec section 5): where their operations live (operation.ts). */
export const authEndpoints = {
  register: endpoint({
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    summary: 'Creates a donor account, e-mails its verification link and signs it in (the session cookie)',
    tags: ['auth'],
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    summary: 'Signs in with e-mail and password: a fresh session cookie and the user',
    tags: ['auth'],
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    access: 'public',
    summary: "Ends this browser's session (if any) and clears its cookie",
    tags: ['auth'],
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/auth/me',
    access: 'public',
    summary: 'The signed-in user, or null for a visitor',
    tags: ['auth'],
  }),
} as const;
