import { z } from 'zod';
import { campaignIdParamsSchema } from './campaigns.schemas';
import { currencyCodes } from './currencies';
import {
  FUNDRAISER_GOAL_ANY_MAX,
  FUNDRAISER_GUIDE_MAX,
  FUNDRAISER_LEADERBOARD_PAGE_SIZE,
  FUNDRAISER_STORY_MAX,
  FUNDRAISER_SUPPORTERS_PAGE_SIZE,
  FUNDRAISER_TEAM_NAME_MAX,
  FUNDRAISER_THANKS_MAX,
  FUNDRAISER_TITLE_MAX,
  fundraiserEndpoints as e,
  fundraiserGoalBounds,
  fundraiserMessages as m,
  fundraiserStatuses,
} from './fundraisers';
import { cleanDonorText } from './gift-extras';
import { idParam } from './ids.schemas';
import { fileAnswer, operation } from './operation';
import { pageNumberSchema, pageSchemaOf, searchTextSchema } from './paging.schemas';
import { uploadResultSchema } from './uploads.schemas';

// ---- Inputs ----------------------------------------------------------------------------------------------------

/**
 * Whole minor units of the campaign's currency. Its bounds (at least $100 and at most $10,000,000 in US dollars,
 * fundraiserGoalBounds in others) depend on the campaign, so the server checks them with its currency; this only
 * keeps out what no currency takes.
 */
const goalSchema = (min: string) =>
  z.number({ error: min }).int(m.goalWhole).positive(min).max(FUNDRAISER_GOAL_ANY_MAX, m.goalMax);

/**
 * A goal with its campaign's bounds, for the forms that know the campaign's currency (the server checks the same
 * with checkGoal): in US dollars the very rules and messages the request schema had before issue 26.
 */
export const fundraiserGoalSchemaOf = (currency: string, minMessage: (currency: string) => string = m.goalMinOf) => {
  const { min, max } = fundraiserGoalBounds(currency);
  return z
    .number({ error: minMessage(currency) })
    .int(m.goalWhole)
    .min(min, minMessage(currency))
    .max(max, m.goalMaxOf(currency));
};

/** Plain text with line breaks, cleaned as every text a donor writes for others is (cleanDonorText). */
const plainText = (required: string, max: number, maxMessage: string) =>
  z.string({ error: required }).transform(cleanDonorText).pipe(z.string().min(1, required).max(max, maxMessage));

/** One line: the same cleaning, with line breaks and runs of spaces made one space. */
const oneLine = (required: string, max: number, maxMessage: string) =>
  z
    .string({ error: required })
    .transform((v) => cleanDonorText(v).replace(/\s+/g, ' '))
    .pipe(z.string().min(1, required).max(max, maxMessage));

/** A photo is one this site stored (POST /api/fundraisers/photo): never a link to somewhere else. */
const photoUrlSchema = z
  .string({ error: m.photoInvalid })
  .regex(/^\/uploads\/[A-Za-z0-9_-]{1,100}\.webp$/, m.photoInvalid)
  .nullish();

export const fundraiserTeamInputSchema = z.object({
  name: oneLine(m.teamNameRequired, FUNDRAISER_TEAM_NAME_MAX, m.teamNameMax),
  goal: goalSchema(m.teamGoalMin),
});
export type FundraiserTeamInput = z.input<typeof fundraiserTeamInputSchema>;

/**
 * POST /api/campaigns/{id}/fundraisers and PUT /api/fundraisers/{fundraiserId}: the page. A team is joined by its
 * id, or made on the way (the maker becomes its captain); `team: null` leaves (or stays out of) any team.
 */
export const fundraiserInputSchema = z.object({
  title: oneLine(m.titleRequired, FUNDRAISER_TITLE_MAX, m.titleMax),
  story: plainText(m.storyRequired, FUNDRAISER_STORY_MAX, m.storyMax),
  goal: goalSchema(m.goalMin),
  imageUrl: photoUrlSchema,
  team: z
    .union([z.object({ teamId: z.number().int().positive() }), z.object({ newTeam: fundraiserTeamInputSchema })])
    .nullish(),
});
export type FundraiserInput = z.input<typeof fundraiserInputSchema>;

export const fundraiserStatusInputSchema = z.object({
  status: z.enum(fundraiserStatuses, { error: m.statusInvalid }),
});

export const fundraiserThanksInputSchema = z.object({
  message: plainText(m.thanksRequired, FUNDRAISER_THANKS_MAX, m.thanksMax),
});

/** PUT /api/admin/campaigns/{id}/fundraising: the campaign's peer-to-peer setting. */
export const fundraisingSettingsSchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  /** A suggested personal goal in cents, offered in the create form; null for none. */
  suggestedGoal: goalSchema(m.goalMin).nullable(),
  guide: z
    .string()
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(FUNDRAISER_GUIDE_MAX, m.guideMax)),
});
export type FundraisingSettings = z.output<typeof fundraisingSettingsSchema>;
/** The setting as the server answers it: plain fields (an answer is encoded, and the input's trim is one-way). */
export const fundraisingSettingsAnswerSchema = z.object({
  enabled: z.boolean(),
  suggestedGoal: z.number().nullable(),
  guide: z.string(),
});

// ---- Params and queries -----------------------------------------------------------------------------------------

const slugParam = z.string().regex(/^[a-z0-9-]{1,70}$/, m.notFound);
export const fundraiserSlugParamsSchema = campaignIdParamsSchema.extend({ slug: slugParam });
export const teamSlugParamsSchema = campaignIdParamsSchema.extend({
  slug: z.string().regex(/^[a-z0-9-]{1,70}$/, m.teamNotFound),
});
export const fundraiserIdParamsSchema = z.object({ fundraiserId: idParam(m.notFound) });
export const fundraiserSupporterParamsSchema = fundraiserIdParamsSchema.extend({
  donationId: idParam('Supporter not found'),
});
export const leaderboardQuerySchema = z.object({ q: searchTextSchema, page: pageNumberSchema });
export const fundraiserPageQuerySchema = z.object({ page: pageNumberSchema });

// ---- Answers ----------------------------------------------------------------------------------------------------

const teamRefSchema = z.object({ slug: z.string(), name: z.string() });

/**
 * The campaign's currency (issue 26): every amount of the answer (goal, raised, gifts) is in its minor unit. The
 * server always names it; an answer without it (older fixtures, a cached answer from before) is in US dollars.
 */
const currencySchema = z.enum(currencyCodes).optional();

/** One row of the leaderboard: rank 1 raised the most (ties: the earlier page first). */
export const fundraiserSummarySchema = z.object({
  rank: z.number(),
  slug: z.string(),
  title: z.string(),
  /** "Ada L." (fundraiserPublicName). */
  fundraiserName: z.string(),
  imageUrl: z.string().nullable(),
  goal: z.number(),
  raisedAmount: z.number(),
  giftCount: z.number(),
  status: z.enum(fundraiserStatuses),
  team: teamRefSchema.nullable(),
  currency: currencySchema,
});
export type FundraiserSummary = z.infer<typeof fundraiserSummarySchema>;

export const teamSummarySchema = z.object({
  /** What the create and edit forms join the team by (`team: { teamId }`). */
  id: z.number(),
  rank: z.number(),
  slug: z.string(),
  name: z.string(),
  captainName: z.string(),
  goal: z.number(),
  raisedAmount: z.number(),
  giftCount: z.number(),
  memberCount: z.number(),
  currency: currencySchema,
});
export type TeamSummary = z.infer<typeof teamSummarySchema>;

export const fundraiserLeaderboardSchema = pageSchemaOf(fundraiserSummarySchema, FUNDRAISER_LEADERBOARD_PAGE_SIZE);
export type FundraiserLeaderboard = z.infer<typeof fundraiserLeaderboardSchema>;
export const teamLeaderboardSchema = pageSchemaOf(teamSummarySchema, FUNDRAISER_LEADERBOARD_PAGE_SIZE);
export type TeamLeaderboard = z.infer<typeof teamLeaderboardSchema>;

/** A gift through a page, as the public sees it: "Anonymous" for an anonymous gift (supporterName's rule). */
export const publicSupporterSchema = z.object({
  name: z.string(),
  amount: z.number(),
  createdAt: z.string(),
  currency: currencySchema,
});
export type PublicSupporter = z.infer<typeof publicSupporterSchema>;
export const publicSupporterPageSchema = pageSchemaOf(publicSupporterSchema, FUNDRAISER_SUPPORTERS_PAGE_SIZE);

/** The campaign a page raises money for, as the page shows it. */
const supportedCampaignSchema = z.object({
  id: z.number(),
  title: z.string(),
  shortDescription: z.string(),
  featuredImageUrl: z.string().nullable(),
  acceptingDonations: z.boolean(),
});

/** GET /api/campaigns/{id}/fundraisers/{slug}: a page that is not hidden (a hidden one is a 404). */
export const publicFundraiserSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  story: z.string(),
  goal: z.number(),
  raisedAmount: z.number(),
  giftCount: z.number(),
  imageUrl: z.string().nullable(),
  status: z.enum(fundraiserStatuses),
  /** Whether the Donate button leads to the donation page: the page is active and the campaign takes gifts. */
  acceptingDonations: z.boolean(),
  fundraiserName: z.string(),
  team: teamRefSchema.nullable(),
  campaign: supportedCampaignSchema,
  recentSupporters: z.array(publicSupporterSchema),
  createdAt: z.string(),
  currency: currencySchema,
});
export type PublicFundraiser = z.infer<typeof publicFundraiserSchema>;

export const teamMemberSchema = z.object({
  slug: z.string(),
  title: z.string(),
  fundraiserName: z.string(),
  goal: z.number(),
  raisedAmount: z.number(),
  giftCount: z.number(),
  isCaptain: z.boolean(),
});

/** GET /api/campaigns/{id}/fundraiser-teams/{slug}: the team with its visible members, most raised first. */
export const publicTeamSchema = z.object({
  slug: z.string(),
  name: z.string(),
  captainName: z.string(),
  goal: z.number(),
  raisedAmount: z.number(),
  giftCount: z.number(),
  campaign: supportedCampaignSchema,
  members: z.array(teamMemberSchema),
  currency: currencySchema,
});
export type PublicTeam = z.infer<typeof publicTeamSchema>;

/** One of the signed-in supporter's own pages (the donor area's "My fundraisers"). */
export const ownFundraiserSchema = publicFundraiserSchema.omit({ recentSupporters: true }).extend({
  /** Hidden by an administrator: the public sees a 404, the owner still sees it here. */
  hidden: z.boolean(),
  campaignId: z.number(),
  teamId: z.number().nullable(),
  isCaptain: z.boolean(),
});
export type OwnFundraiser = z.infer<typeof ownFundraiserSchema>;

/** A supporter as the page's owner sees them: the name unless the gift was anonymous, and whether thanked. */
export const ownSupporterSchema = z.object({
  donationId: z.number(),
  name: z.string(),
  amount: z.number(),
  createdAt: z.string(),
  thanked: z.boolean(),
  /** The donor can be e-mailed a thank-you: they left an address that was not erased, and are not thanked yet. */
  canThank: z.boolean(),
});
export type OwnSupporter = z.infer<typeof ownSupporterSchema>;
export const ownSupporterPageSchema = pageSchemaOf(ownSupporterSchema, FUNDRAISER_SUPPORTERS_PAGE_SIZE);

export const adminFundraiserSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  teamName: z.string().nullable(),
  goal: z.number(),
  raisedAmount: z.number(),
  /** The campaign's currency (issue 26): goal and raised amount are minor units of it. */
  currency: currencySchema,
  giftCount: z.number(),
  status: z.enum(fundraiserStatuses),
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type AdminFundraiser = z.infer<typeof adminFundraiserSchema>;
export const adminFundraiserPageSchema = pageSchemaOf(adminFundraiserSchema, FUNDRAISER_LEADERBOARD_PAGE_SIZE);

const messageSchema = z.object({ message: z.string() });
const tags = ['fundraisers'];
const adminTags = ['admin/fundraisers'];

export const fundraiserOperations = {
  leaderboard: operation(e.leaderboard, {
    access: 'public',
    summary: "A campaign's visible fundraising pages, most raised first; q searches titles and names",
    tags,
    params: campaignIdParamsSchema,
    query: leaderboardQuerySchema,
    responses: { 200: fundraiserLeaderboardSchema },
  }),
  teamLeaderboard: operation(e.teamLeaderboard, {
    access: 'public',
    summary: "A campaign's teams, most raised first; q searches team names",
    tags,
    params: campaignIdParamsSchema,
    query: leaderboardQuerySchema,
    responses: { 200: teamLeaderboardSchema },
  }),
  page: operation(e.page, {
    access: 'public',
    summary: 'A fundraising page with its recent supporters (404 when hidden)',
    tags,
    params: fundraiserSlugParamsSchema,
    responses: { 200: publicFundraiserSchema },
  }),
  supporters: operation(e.supporters, {
    access: 'public',
    summary: "A fundraising page's supporters, newest first",
    tags,
    params: fundraiserSlugParamsSchema,
    query: fundraiserPageQuerySchema,
    responses: { 200: publicSupporterPageSchema },
  }),
  team: operation(e.team, {
    access: 'public',
    summary: 'A team with its members and their totals',
    tags,
    params: teamSlugParamsSchema,
    responses: { 200: publicTeamSchema },
  }),
  create: operation(e.create, {
    access: 'signed-in',
    summary: 'Makes the signed-in supporter’s page for a campaign that allows it (one per supporter and campaign)',
    tags,
    params: campaignIdParamsSchema,
    body: fundraiserInputSchema,
    responses: { 201: ownFundraiserSchema },
  }),
  createTeam: operation(e.createTeam, {
    access: 'signed-in',
    summary: 'Makes a team for a campaign; its maker is the captain',
    tags,
    params: campaignIdParamsSchema,
    body: fundraiserTeamInputSchema,
    responses: { 201: teamSummarySchema },
  }),
  uploadPhoto: operation(e.uploadPhoto, {
    access: 'signed-in',
    summary: "Stores a fundraising page's photo (JPEG, PNG or WebP, at most 5 MB) re-encoded as WebP",
    tags,
    body: 'multipart',
    form: { file: 'file' },
    responses: { 201: uploadResultSchema },
  }),
  edit: operation(e.edit, {
    access: 'signed-in',
    summary: 'Edits the supporter’s own page (another’s is a 404)',
    tags,
    params: fundraiserIdParamsSchema,
    body: fundraiserInputSchema,
    responses: { 200: ownFundraiserSchema },
  }),
  setStatus: operation(e.setStatus, {
    access: 'signed-in',
    summary: 'Pauses, resumes or closes the supporter’s own page (closing is final)',
    tags,
    params: fundraiserIdParamsSchema,
    body: fundraiserStatusInputSchema,
    responses: { 200: ownFundraiserSchema },
  }),
  mine: operation(e.mine, {
    access: 'signed-in',
    summary: 'The signed-in supporter’s pages, newest first',
    tags,
    responses: { 200: z.array(ownFundraiserSchema) },
  }),
  mySupporters: operation(e.mySupporters, {
    access: 'signed-in',
    summary: 'The supporters of one of the signed-in supporter’s pages, newest first',
    tags,
    params: fundraiserIdParamsSchema,
    query: fundraiserPageQuerySchema,
    responses: { 200: ownSupporterPageSchema },
  }),
  mySupportersCsv: operation(e.mySupportersCsv, {
    access: 'signed-in',
    summary: 'The supporters of one of the signed-in supporter’s pages as CSV',
    tags,
    params: fundraiserIdParamsSchema,
    responses: { 200: fileAnswer('text/csv; charset=utf-8') },
  }),
  thank: operation(e.thank, {
    access: 'signed-in',
    summary: 'E-mails a thank-you to a donor of the supporter’s page, once, without showing their address',
    tags,
    params: fundraiserSupporterParamsSchema,
    body: fundraiserThanksInputSchema,
    responses: { 201: messageSchema },
  }),
  settings: operation(e.settings, {
    access: 'admin',
    summary: "A campaign's peer-to-peer setting",
    tags: adminTags,
    params: campaignIdParamsSchema,
    responses: { 200: fundraisingSettingsAnswerSchema },
  }),
  saveSettings: operation(e.saveSettings, {
    access: 'admin',
    summary: "Saves a campaign's peer-to-peer setting",
    tags: adminTags,
    params: campaignIdParamsSchema,
    body: fundraisingSettingsSchema,
    responses: { 200: fundraisingSettingsAnswerSchema },
  }),
  adminList: operation(e.adminList, {
    access: 'admin',
    summary: "A campaign's fundraising pages, hidden ones too, most raised first",
    tags: adminTags,
    params: campaignIdParamsSchema,
    query: leaderboardQuerySchema,
    responses: { 200: adminFundraiserPageSchema },
  }),
  hide: operation(e.hide, {
    access: 'admin',
    summary: 'Hides a fundraising page: it answers 404 to the public',
    tags: adminTags,
    params: fundraiserIdParamsSchema,
    responses: { 200: adminFundraiserSchema },
  }),
  unhide: operation(e.unhide, {
    access: 'admin',
    summary: 'Shows a hidden fundraising page again',
    tags: adminTags,
    params: fundraiserIdParamsSchema,
    responses: { 200: adminFundraiserSchema },
  }),
  remove: operation(e.remove, {
    access: 'admin',
    summary: 'Removes a fundraising page; its gifts count as direct gifts to the campaign from then on',
    tags: adminTags,
    params: fundraiserIdParamsSchema,
    responses: { 200: messageSchema },
  }),
};
