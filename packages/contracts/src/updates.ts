import type { Endpoint } from './operation';
import { fill } from './message-catalogue';

/**
 * An administrator's writes to a campaign's updates (admin spec section 5): where they live. The list is a public
 * read of the campaign (campaigns.ts).
 */
export const campaignUpdateEndpoints = {
  create: { method: 'POST', path: '/api/campaigns/:id/updates' },
  edit: { method: 'PUT', path: '/api/campaigns/:id/updates/:updateId' },
  remove: { method: 'DELETE', path: '/api/campaigns/:id/updates/:updateId' },
} as const satisfies Record<string, Endpoint>;

/**
 * Update e-mails (issue 23, item 7): a donor's subscription, read and ended from the signed link of an e-mail,
 * without a session. The POST is also the List-Unsubscribe one-click target (RFC 8058).
 */
export const updateEmailEndpoints = {
  subscription: { method: 'GET', path: '/api/updates/subscription' },
  unsubscribe: { method: 'POST', path: '/api/updates/unsubscribe' },
} as const satisfies Record<string, Endpoint>;

/** The page an e-mail's unsubscribe link opens (web); the one-click header points at the API instead. */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';

export const updateEmailMessages = {
  donationCheckbox: 'E-mail me updates about this campaign',
  sendCheckbox: 'E-mail this update to subscribed donors',
  onlyPublic: 'Only a public update can be e-mailed to subscribed donors.',
  invalidToken: 'This unsubscribe link is not valid. Please use the link from your most recent update e-mail.',
  unsubscribed: (campaign: string) => fill('You will no longer receive updates about {campaign}', { campaign }),
} as const;
