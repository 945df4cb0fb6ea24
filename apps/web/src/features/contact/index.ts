// The contact feature's public face. The page is not exported here: the router loads it lazily by path so that
// the form and its validation code stay out of the initial bundle.
export { sendContactMessage, useSendContactMessage } from './api/send-contact-message';
export { publicSettingsQueryOptions } from './api/get-public-settings';
