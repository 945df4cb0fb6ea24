// The error monitor's public face: the reporter every page installs. The admin page is not exported here:
// admin-routes.tsx loads it lazily by path, so none of it is in the public bundles.
export { installErrorReporter } from './lib/install-error-reporter';
