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
