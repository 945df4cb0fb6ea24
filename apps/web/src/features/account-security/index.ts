// The account-security feature's public face: the profile's security section. The administrators' set-up page
// (pages/two-factor-setup-page.tsx) is not exported here: the router loads it lazily by path. Nothing here may be
// imported by the first script: it brings @simplewebauthn/browser.
export { SecuritySection } from './components/security-section';
