// The account feature's public face. Its pages (/account, /forgot-password, /reset-password, /verify-email) are
// not exported here: the router loads them lazily by path so their forms and zod stay out of the initial bundle.
export { EmailVerificationNotice } from './components/email-verification-notice';
