import type { Endpoint } from './operation';
import { fill } from './message-catalogue';

// Words of support (issue 24, item 2): a donor's public message with a gift, shown on the campaign page once the
// gift succeeds. Zod-free: the endpoints, labels and messages the pages need without loading zod.

/** The public list of a campaign's words of support, and an administrator's moderation of them. */
export const supportMessageEndpoints = {
  list: { method: 'GET', path: '/api/campaigns/:id/support-messages' },
  adminList: { method: 'GET', path: '/api/admin/campaigns/:id/support-messages' },
  hide: { method: 'POST', path: '/api/admin/support-messages/:donationId/hide' },
  unhide: { method: 'POST', path: '/api/admin/support-messages/:donationId/unhide' },
} as const satisfies Record<string, Endpoint>;

/** Messages on one page of the campaign page's list ("Show more" asks for the next). */
export const SUPPORT_MESSAGES_PAGE_SIZE = 10;
/** Messages on one page of the administrators' moderation list. */
export const ADMIN_SUPPORT_MESSAGES_PAGE_SIZE = 20;

/** The name shown for a donor who chose not to show it, gave anonymously, or whose data was erased. */
export const ANONYMOUS_SUPPORTER = 'Anonymous';

/**
 * "Ada L.": a first name and the last name's initial (capitalised), or the first name alone without a last name;
 * `fallback` when there is no first name. The one rule for a person's public name: a donor's (supporterName) and a
 * fundraiser's or captain's (fundraiserPublicName).
 */
export function initialedName(first: string | null, last: string | null, fallback: string): string {
  const name = first?.trim() ?? '';
  if (!name) return fallback;
  const initial = last?.trim().charAt(0).toUpperCase() ?? '';
  return initial ? `${name} ${initial}.` : name;
}

/**
 * The name shown beside a message: the donor's first name and last initial ("Ada L."), or "Anonymous".
 *
 * The rule: the name shows only when the donor ticked "Show my name" **and** the gift is not anonymous (the
 * donation form's "Make my donation anonymous") **and** the donor's data has not been erased. An anonymous gift
 * never shows a name, whatever showName says: the anonymous tick is the stronger promise, and it is applied on
 * the server when the list is read, so a name the donor withheld never leaves it.
 */
export function supporterName(
  person: { firstName: string | null; lastName: string | null },
  rule: { showName: boolean; anonymous: boolean; erased: boolean },
): string {
  if (!rule.showName || rule.anonymous || rule.erased) return ANONYMOUS_SUPPORTER;
  return initialedName(person.firstName, person.lastName, ANONYMOUS_SUPPORTER);
}

export const supportMessageLabels = {
  section: 'Words of support',
  field: 'Words of support',
  fieldHint: 'Optional. A public message shown on the campaign page once your gift goes through.',
  showName: 'Show my name',
  showNameHint: 'Otherwise it is signed "Anonymous". An anonymous donation never shows your name.',
  showAmount: 'Show the amount',
  showAmountHint: 'Show how much you gave beside your message.',
  charactersLeft: (left: number) =>
    left === 1 ? fill('{count} character left', { count: left }) : fill('{count} characters left', { count: left }),
  showMore: 'Show more',
  emptyTitle: 'No words of support yet',
  emptyDescription: 'Messages from donors appear here once their gifts go through.',
  loadError: 'Could not load words of support',
  moderationTitle: 'Words of support',
  moderationDescription:
    'Messages donors left with their gifts. Only messages of succeeded gifts appear on the campaign page; hidden ones never do.',
  moderationEmpty: 'No donor has left words of support on this campaign yet.',
  hide: 'Hide',
  unhide: 'Unhide',
  hidden: 'Hidden',
  visible: 'Shown',
  notShown: 'Not shown',
} as const;

export const supportMessageErrors = {
  campaignNotFound: 'Campaign not found',
  messageNotFound: 'Words of support not found',
  hidden: 'The message is hidden from the campaign page.',
  unhidden: 'The message is shown on the campaign page again.',
} as const;
