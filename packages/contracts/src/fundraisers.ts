import { currencyBounds, currencyCodes } from './currencies';
import { formatAmount } from './format';
import type { Endpoint } from './operation';
import { initialedName } from './support-messages';
import { fill } from './message-catalogue';

/**
 * Peer-to-peer fundraising (issue 25): a supporter makes a page of their own for a campaign that allows it, at
 * /campaigns/{campaignId}/fundraisers/{slug}, alone or in a team. A gift given through the page counts for the
 * campaign and for the page (and its team), in the same transaction. Zod-free: what the pages need without zod.
 */
export const fundraiserEndpoints = {
  // Public.
  leaderboard: { method: 'GET', path: '/api/campaigns/:id/fundraisers' },
  teamLeaderboard: { method: 'GET', path: '/api/campaigns/:id/fundraiser-teams' },
  page: { method: 'GET', path: '/api/campaigns/:id/fundraisers/:slug' },
  supporters: { method: 'GET', path: '/api/campaigns/:id/fundraisers/:slug/supporters' },
  team: { method: 'GET', path: '/api/campaigns/:id/fundraiser-teams/:slug' },
  // A signed-in supporter's own pages.
  create: { method: 'POST', path: '/api/campaigns/:id/fundraisers' },
  createTeam: { method: 'POST', path: '/api/campaigns/:id/fundraiser-teams' },
  uploadPhoto: { method: 'POST', path: '/api/fundraisers/photo' },
  edit: { method: 'PUT', path: '/api/fundraisers/:fundraiserId' },
  setStatus: { method: 'POST', path: '/api/fundraisers/:fundraiserId/status' },
  mine: { method: 'GET', path: '/api/users/me/fundraisers' },
  mySupporters: { method: 'GET', path: '/api/users/me/fundraisers/:fundraiserId/supporters' },
  mySupportersCsv: { method: 'GET', path: '/api/users/me/fundraisers/:fundraiserId/supporters.csv' },
  thank: { method: 'POST', path: '/api/users/me/fundraisers/:fundraiserId/supporters/:donationId/thanks' },
  // Administrators.
  settings: { method: 'GET', path: '/api/admin/campaigns/:id/fundraising' },
  saveSettings: { method: 'PUT', path: '/api/admin/campaigns/:id/fundraising' },
  adminList: { method: 'GET', path: '/api/admin/campaigns/:id/fundraisers' },
  hide: { method: 'POST', path: '/api/admin/fundraisers/:fundraiserId/hide' },
  unhide: { method: 'POST', path: '/api/admin/fundraisers/:fundraiserId/unhide' },
  remove: { method: 'DELETE', path: '/api/admin/fundraisers/:fundraiserId' },
} as const satisfies Record<string, Endpoint>;

/** The public page's path. */
export const fundraiserPath = (campaignId: number, slug: string) => `/campaigns/${campaignId}/fundraisers/${slug}`;
/** The team page's path. */
export const fundraiserTeamPath = (campaignId: number, slug: string) => `/campaigns/${campaignId}/teams/${slug}`;
/** The donation page for a gift through a supporter's page: the normal page, with the fundraiser attached. */
export const fundraiserDonatePath = (campaignId: number, slug: string) => `/donate/${campaignId}?fundraiser=${slug}`;

export const fundraiserStatuses = ['active', 'paused', 'closed'] as const;
export type FundraiserStatus = (typeof fundraiserStatuses)[number];

export const FUNDRAISER_TITLE_MAX = 80;
export const FUNDRAISER_STORY_MAX = 5_000;
/** $100: the floor for a personal goal, and a team's. */
export const FUNDRAISER_GOAL_MIN = 10_000;
/** $10,000,000, as a campaign's goal may be at most. */
export const FUNDRAISER_GOAL_MAX = 1_000_000_000;
/**
 * A page's or a team's goal in the campaign's currency, minor units (issue 26): the floor is a campaign's (100 ×
 * the currency's scale: $100, €100, ¥10,000, ₩100,000) and the ceiling 100,000 times it, as in US dollars.
 */
export function fundraiserGoalBounds(currency: string): { min: number; max: number } {
  const min = currencyBounds(currency).minGoal;
  return { min, max: min * (FUNDRAISER_GOAL_MAX / FUNDRAISER_GOAL_MIN) };
}
/** What the request schemas let through: the highest ceiling of any currency; each campaign's is checked on it. */
export const FUNDRAISER_GOAL_ANY_MAX = Math.max(...currencyCodes.map((code) => fundraiserGoalBounds(code).max));
export const FUNDRAISER_TEAM_NAME_MAX = 60;
export const FUNDRAISER_GUIDE_MAX = 2_000;
export const FUNDRAISER_THANKS_MAX = 1_000;
/** Pages (and teams) on one page of the leaderboard. */
export const FUNDRAISER_LEADERBOARD_PAGE_SIZE = 10;
/** Supporters on one page of a fundraiser's list. */
export const FUNDRAISER_SUPPORTERS_PAGE_SIZE = 10;
/** Recent supporters shown on the public page itself. */
export const FUNDRAISER_RECENT_SUPPORTERS = 5;
/** The fundraiser hears of new gifts at most once in this many minutes (one e-mail for all of them). */
export const FUNDRAISER_NOTICE_MINUTES = 60;

export const fundraiserStatusLabels: Record<FundraiserStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  closed: 'Closed',
};

export const fundraiserMessages = {
  // Labels the spec of the issue quotes.
  allowLabel: 'Allow supporters to fundraise',
  startLabel: 'Fundraise for this campaign',
  tabLabel: 'Fundraisers',
  myFundraisersLabel: 'My fundraisers',
  // Validation.
  titleRequired: 'Please enter a title for your page',
  titleMax: `The title must be at most ${FUNDRAISER_TITLE_MAX} characters`,
  storyRequired: 'Please tell your story',
  storyMax: `Your story must be at most ${FUNDRAISER_STORY_MAX.toLocaleString('en-US')} characters`,
  goalMin: `Your goal must be at least ${formatAmount(FUNDRAISER_GOAL_MIN)}`,
  goalMax: `Your goal must be at most ${formatAmount(FUNDRAISER_GOAL_MAX)}`,
  goalWhole: 'The goal must be a whole number of cents',
  photoInvalid: 'Please upload the photo again',
  teamNameRequired: 'Please enter a team name',
  teamNameMax: `The team name must be at most ${FUNDRAISER_TEAM_NAME_MAX} characters`,
  teamGoalMin: `The team goal must be at least ${formatAmount(FUNDRAISER_GOAL_MIN)}`,
  /** The goal bounds in the campaign's currency: in US dollars exactly goalMin, goalMax and teamGoalMin. */
  goalMinOf: (currency: string) =>
    fill('Your goal must be at least {amount}', { amount: formatAmount(fundraiserGoalBounds(currency).min, currency) }),
  goalMaxOf: (currency: string) =>
    fill('Your goal must be at most {amount}', { amount: formatAmount(fundraiserGoalBounds(currency).max, currency) }),
  teamGoalMinOf: (currency: string) =>
    fill('The team goal must be at least {amount}', {
      amount: formatAmount(fundraiserGoalBounds(currency).min, currency),
    }),
  guideMax: `The guide must be at most ${FUNDRAISER_GUIDE_MAX.toLocaleString('en-US')} characters`,
  thanksRequired: 'Please write a message',
  thanksMax: `The message must be at most ${FUNDRAISER_THANKS_MAX.toLocaleString('en-US')} characters`,
  statusInvalid: 'status must be one of: active, paused, closed',
  // Rules.
  notEnabled: 'This campaign does not take fundraising pages.',
  campaignClosed: 'This campaign is not accepting donations, so it takes no new fundraising pages.',
  alreadyHasPage: 'You already have a fundraising page for this campaign.',
  notFound: 'Fundraising page not found',
  teamNotFound: 'Team not found',
  teamNameTaken: 'A team of this campaign already has that name.',
  closedIsFinal: 'This fundraising page is closed and cannot be changed.',
  notTakingGifts: 'This fundraising page is not taking gifts right now.',
  alreadyThanked: 'You have already thanked this donor.',
  cannotThank: 'This donor cannot be reached.',
  // Outcomes.
  created: 'Your fundraising page is live.',
  saved: 'Your fundraising page has been saved.',
  paused: 'Your page is paused: it shows, but takes no gifts until you resume it.',
  resumed: 'Your page is taking gifts again.',
  closed: 'Your page is closed. It stays up with its total, and takes no more gifts.',
  thanked: 'Your thank-you is on its way.',
  settingsSaved: 'Fundraising settings saved',
  hidden: 'The page is hidden: it answers "not found" to the public.',
  unhidden: 'The page is visible again.',
  removed: 'The page has been removed. Its gifts now count as direct gifts to the campaign.',
} as const;

/** "Ada L.": how a fundraiser or team captain is named in public (first name, last initial), else the username. */
export function fundraiserPublicName(person: { firstName: string; lastName: string; username: string }): string {
  return initialedName(person.firstName, person.lastName, person.username);
}

/** Lower-case words of the title joined by hyphens, at most 60 characters: 'Ada’s 10k for Water!' → 'adas-10k-for-water'. */
export function fundraiserSlugBase(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'fundraiser';
}
