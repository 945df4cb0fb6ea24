// The admin campaign feature's public face. Its pages are not exported here: app/admin-routes.tsx loads each one
// lazily by path. Other admin features may refresh campaign data after a change with `adminKeys`.
export { adminKeys } from './api/query-keys';
