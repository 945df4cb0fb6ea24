import type { Endpoint } from './operation';

/**
 * "Manage my recurring gift" (issue 24, item 5): a donor who cannot sign in (a guest) asks for a single-use link by
 * e-mail, and the link opens a short manage session limited to that address's recurring gifts. The session travels
 * in an HttpOnly, SameSite=Strict cookie scoped to the manage API's path: it is not an account session, and no
 * page script can read it.
 */
export const RECURRING_MANAGE_LINK_MINUTES = 30;
export const RECURRING_MANAGE_SESSION_MINUTES = 30;
/** The manage session's cookie; its path is `recurringManageEndpoints`' common prefix. */
export const RECURRING_MANAGE_COOKIE = 'causeway_manage';
export const RECURRING_MANAGE_COOKIE_PATH = '/api/manage-recurring';
/** The public page: the request form at the bare path, the e-mailed link at `/manage-recurring/{token}`. */
export const RECURRING_MANAGE_PAGE_PATH = '/manage-recurring';
/** The link to the page, on its own so the site's footer carries this one text and not every message below. */
export const RECURRING_MANAGE_LINK_LABEL = 'Manage my recurring gift';

export const recurringManageMessages = {
  pageTitle: RECURRING_MANAGE_LINK_LABEL,
  linkLabel: RECURRING_MANAGE_LINK_LABEL,
  intro:
    'Gave monthly or yearly without an account? Enter the e-mail address you gave with and we will send you a link to pause, resume, change or cancel your recurring gifts.',
  /** The one answer to every request, whether or not the address has gifts. */
  requestSent: `If that address has recurring gifts, we've sent it a link to manage them. The link works once, for ${RECURRING_MANAGE_LINK_MINUTES} minutes.`,
  linkInvalid: 'This link has expired or has already been used. Ask for a new one below.',
  sessionEnded: 'Your time to manage these gifts has ended. Ask for a new link to continue.',
  tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
  noGifts: 'There are no recurring gifts to manage for this address.',
  signedOut: 'You are done. The link you used no longer works.',
  cancelled: 'Your recurring gift has been cancelled. No further payments will be taken.',
  paused: 'Your recurring gift is paused. No payments are taken until you resume it.',
  resumed: 'Your recurring gift is active again.',
  amountChanged: 'The new amount applies from your next payment.',
  cardChanged: 'Your recurring gift now uses the new card.',
  /** A registered donor's gift charges their wallet's card: that is chosen in the donor area. */
  cardUnavailable:
    "This gift's card cannot be changed here. Cancel it and start a new recurring gift with the new card.",
  accountCard: 'This gift belongs to an account. Sign in and choose its card under Payment methods.',
  /** The line in every recurring receipt e-mail, before the link. */
  receiptLine: 'To pause, change or cancel this recurring gift, sign in to your dashboard or use this link:',
  emailSubject: 'Your link to manage your recurring gifts',
} as const;

export const recurringManageEndpoints = {
  request: { method: 'POST', path: '/api/manage-recurring/request' },
  redeem: { method: 'POST', path: '/api/manage-recurring/redeem' },
  list: { method: 'GET', path: '/api/manage-recurring/gifts' },
  change: { method: 'PATCH', path: '/api/manage-recurring/gifts/:id' },
  changeAmount: { method: 'PUT', path: '/api/manage-recurring/gifts/:id/amount' },
  cardSetup: { method: 'POST', path: '/api/manage-recurring/gifts/:id/card-setup' },
  changeCard: { method: 'PUT', path: '/api/manage-recurring/gifts/:id/card' },
  end: { method: 'DELETE', path: '/api/manage-recurring/session' },
} as const satisfies Record<string, Endpoint>;
