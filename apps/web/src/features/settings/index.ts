// The settings feature's public face. The page is not exported here: admin-routes.tsx loads it lazily by path,
// so its forms stay out of every other bundle. Nothing else needs the feature yet.
export { adminSettingsQueryKey } from './api/get-admin-settings';
