// The auth feature's public face for the app shell and other features. Pages are not exported here:
// the router loads them lazily by path so their form code stays out of the initial bundle.
export { meQueryKey, meQueryOptions, useUser, type AuthState } from './api/get-me';
export { RequireAdmin, RequireAuth } from './components/require-auth';
export { SignOutButton } from './components/sign-out-button';
