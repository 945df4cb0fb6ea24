// The auth feature's public face for the app shell and other features. Pages are not exported here:
// the router loads them lazily by path so their form code stays out of the initial bundle.
export { meQueryKey, meQueryOptions, useUser, type AuthState } from './api/get-me';
export { RequireAuth } from './components/require-auth';
// RequireAdmin is imported by the lazily loaded admin routes from ./components/require-admin directly: exported
// here, it would be part of the home page's first script (this index is), which the admin pages alone need.
export { SignOutButton } from './components/sign-out-button';
