import { currencyBounds } from './currencies';
import { formatAmount } from './format';
import type { Endpoint } from './operation';
import { fill } from './message-catalogue';

/** Messages and defaults of the campaign form (admin spec sections 5, 8 and 9); zod-free. */
export const campaignFormMessages = {
  titleMin: 'Title must be at least 5 characters',
  titleMax: 'Title must be less than 200 characters',
  shortDescriptionMin: 'Short description must be at least 20 characters',
  shortDescriptionMax: 'Short description must be less than 150 characters',
  descriptionMin: 'Description must be at least 100 characters',
  descriptionMax: 'Description must be less than 20000 characters',
  category: 'Please select a category',
  goalMin: 'Goal amount must be at least $100',
  goalMax: 'Goal amount must be at most $100,000,000',
  goalWhole: 'Goal amount must be a whole number of cents',
  /** The goal's bounds in the campaign's currency (issue 26): 'Goal amount must be at least $100' in US dollars. */
  goalMinOf: (currency: string) =>
    fill('Goal amount must be at least {amount}', { amount: formatAmount(currencyBounds(currency).minGoal, currency) }),
  goalMaxOf: (currency: string) =>
    fill('Goal amount must be at most {amount}', { amount: formatAmount(currencyBounds(currency).maxGoal, currency) }),
  currency: 'Please select a currency',
  currencyLocked: 'The currency cannot change once the campaign has received a gift.',
  startDate: 'Start date is required',
  dateInvalid: 'Please enter a valid date',
  endBeforeStart: 'End date must be on or after the start date',
  status: 'Please select a status',
  organization: 'Please select an organization',
  imageUrl: 'Must be a valid URL',
  color: 'Colours must be hex codes such as #F59E0B',
  buttonText: 'Button text must be at most 30 characters',
  presetAmounts: 'Preset amounts must be 1 to 6 whole dollar amounts between 1 and 1000000, separated by commas',
  impactText: 'Impact text must be at most 300 characters',
  rewardTitleMin: 'Reward title must be at least 3 characters',
  rewardTitleMax: 'Reward title must be less than 100 characters',
  rewardDescriptionMax: 'Reward description must be less than 500 characters',
  rewardMinimum: 'Reward minimum amount must be at least $1',
  /** rewardMinimum in the campaign's currency (issue 26): '¥100' where a whole yen passes the field. */
  rewardMinimumOf: (amount: string) => fill('Reward minimum amount must be at least {amount}', { amount }),
  rewardsMax: 'A campaign can have at most 20 rewards',
  // Error catalogue (admin spec section 8).
  saveFailedUpdate: 'Failed to update campaign',
  saveFailedCreate: 'Failed to create campaign',
  fallback: 'Something went wrong',
  updated: 'Campaign updated successfully',
  created: 'Campaign created successfully',
  loadFailed: 'Could not load campaign details. Please try again later.',
  deleted: 'Campaign deleted successfully',
  archived: 'Campaign archived',
  deleteFailed: 'Failed to delete campaign',
  duplicated: 'Campaign Duplicated!',
  duplicateFailed: 'Failed to duplicate campaign. Please try again.',
} as const;

/** Admin spec section 9: the embed settings a new campaign starts with (the widget's own fallbacks are in embed.ts). */
export const embedFormDefaults = {
  embedPrimaryColor: '#F59E0B',
  embedTextColor: '#1F2937',
  embedAccentColor: '#EFB30F',
  embedBackgroundColor: '#FFFFFF',
  embedButtonText: 'JOIN TODAY',
  embedPresetAmounts: '10,20,40,100',
} as const;

/** Admin spec section 9: form defaults. */
export const campaignFormDefaults = {
  status: 'draft',
  category: 'other',
  goalDollars: 1000,
  ...embedFormDefaults,
} as const;
export const GOAL_STEP_DOLLARS = 100;
export const MAX_GOAL_CENTS = 10_000_000_000;
export const MAX_REWARDS = 20;
export const DUPLICATE_SUFFIX = ' (Copy)';

export const organizationMessages = {
  nameMin: 'Organization name must be at least 3 characters',
  nameMax: 'Organization name must be less than 120 characters',
  nameTaken: 'An organization with this name already exists',
  contactEmail: 'Please enter a valid email address',
  descriptionMax: 'Description must be less than 1000 characters',
  createFailed: 'Failed to create organization',
} as const;

/** Update form (admin spec sections 5 and 8). */
export const updateMessages = {
  titleMin: 'Title must be at least 5 characters',
  titleMax: 'Title must be less than 100 characters',
  contentMin: 'Content must be at least 20 characters',
  contentMax: 'Content must be less than 2000 characters',
  imageUrl: 'Must be a valid URL',
  notFound: 'Update not found',
  fetchFailed: 'Failed to fetch updates',
  postFailedTitle: 'Failed to post update',
  postFailed: 'Failed to create update',
  postedTitle: 'Update posted!',
  posted: 'Your campaign update has been shared with supporters.',
  savedTitle: 'Update saved',
  saveFailed: 'Failed to save update',
  deletedTitle: 'Update deleted',
  deleteFailed: 'Failed to delete update',
} as const;

/** Settings forms (admin spec sections 2, 5 and 8). */
export const settingsMessages = {
  organizationName: 'Organization name is required',
  email: 'Please enter a valid email address',
  senderName: 'Sender name is required',
  accessDenied: 'Access Denied: You do not have permission to access this page.',
  taxIdMax: 'Tax ID must be at most 50 characters',
  stripeAccountId: 'Stripe account IDs start with acct_',
  receiptTemplateMax: 'Receipt text must be less than 2000 characters',
  defaultCurrency: 'Please select a currency',
  saved: 'Settings saved',
  saveFailed: 'Failed to save settings',
} as const;

/** The administrator's campaign list, form and writes (admin spec sections 2, 4, 5 and 7): where they live. */
export const campaignAdminEndpoints = {
  list: { method: 'GET', path: '/api/admin/campaigns' },
  // GET /api/admin/campaigns/recent belongs to the admin dashboard; a static path wins over this one.
  detail: { method: 'GET', path: '/api/admin/campaigns/:id' },
  create: { method: 'POST', path: '/api/campaigns' },
  update: { method: 'PUT', path: '/api/campaigns/:id' },
  createWithImage: { method: 'POST', path: '/api/campaigns/upload' },
  updateWithImage: { method: 'PUT', path: '/api/campaigns/:id/upload' },
  remove: { method: 'DELETE', path: '/api/campaigns/:id' },
  duplicate: { method: 'POST', path: '/api/campaigns/:id/duplicate' },
} as const satisfies Record<string, Endpoint>;
