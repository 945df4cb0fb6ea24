import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  acceptsDonations,
  campaignMessages,
  currencyOf,
  fundraiserGoalBounds,
  FUNDRAISER_LEADERBOARD_PAGE_SIZE,
  FUNDRAISER_RECENT_SUPPORTERS,
  FUNDRAISER_SUPPORTERS_PAGE_SIZE,
  fundraiserMessages as m,
  fundraiserSlugBase,
  type FundraiserLeaderboard,
  type FundraiserStatus,
  type OwnFundraiser,
  type PublicFundraiser,
  type PublicTeam,
  type TeamLeaderboard,
  type TeamSummary,
  type fundraiserInputSchema,
  type fundraiserTeamInputSchema,
  type publicSupporterPageSchema,
} from '@causeway/contracts';
import type { Db, Executor, Tx } from '../../db/client';
import { fundraisers, fundraiserTeams } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { ReadCache } from '../../lib/read-cache';
import { isPubliclyVisible } from '../campaigns/campaigns.service';
import { ownPage, recentSupporters, supportersPage } from '../fundraiser-gifts/fundraiser-gifts.service';
import {
  captainNameOf,
  ownerNameOf,
  supportedCampaign,
  toOwnPage,
  toPublicPage,
  toPublicSupporter,
} from './fundraiser-answers';
import * as repo from './fundraisers.repository';

type PageInput = z.output<typeof fundraiserInputSchema>;
type TeamInput = z.output<typeof fundraiserTeamInputSchema>;
type ListQuery = { q?: string; page: number };

export interface FundraiserDeps {
  db: Db;
  /** The pages, teams and leaderboards are public reads kept in the read cache: every write here clears it. */
  readCache: ReadCache;
}

const pageOf = (page: number, size: number) => ({ limit: size, offset: (page - 1) * size });

/** A campaign the public may see; otherwise its pages are not found either. */
async function requirePublicCampaign(db: Executor, campaignId: number) {
  const campaign = await repo.findCampaign(db, campaignId);
  if (!campaign || !isPubliclyVisible(campaign.status)) throw new AppError('NOT_FOUND', campaignMessages.notFound);
  return campaign;
}

// ---- Public reads ----------------------------------------------------------------------------------------------

export async function fundraiserLeaderboard(
  db: Db,
  campaignId: number,
  query: ListQuery,
): Promise<FundraiserLeaderboard> {
  const campaign = await requirePublicCampaign(db, campaignId);
  const paging = pageOf(query.page, FUNDRAISER_LEADERBOARD_PAGE_SIZE);
  const { rows, total } = await repo.leaderboardPage(db, campaignId, { q: query.q, ...paging });
  const currency = currencyOf(campaign.currency);
  return {
    items: rows.map((row, i) => ({
      rank: row.rank ?? paging.offset + i + 1,
      slug: row.page.slug,
      title: row.page.title,
      fundraiserName: ownerNameOf(row),
      imageUrl: row.page.imageUrl,
      goal: row.page.goal,
      raisedAmount: row.page.raisedAmount,
      giftCount: row.page.giftCount,
      status: row.page.status,
      team: row.teamSlug !== null && row.teamName !== null ? { slug: row.teamSlug, name: row.teamName } : null,
      currency,
    })),
    total,
    page: query.page,
    pageSize: FUNDRAISER_LEADERBOARD_PAGE_SIZE,
  };
}

export async function teamLeaderboard(db: Db, campaignId: number, query: ListQuery): Promise<TeamLeaderboard> {
  const { currency } = await requirePublicCampaign(db, campaignId);
  const paging = pageOf(query.page, FUNDRAISER_LEADERBOARD_PAGE_SIZE);
  const { rows, total } = await repo.teamLeaderboardPage(db, campaignId, { q: query.q, ...paging });
  return {
    items: rows.map((row, i) => toTeamSummary(row, row.rank ?? paging.offset + i + 1, currency)),
    total,
    page: query.page,
    pageSize: FUNDRAISER_LEADERBOARD_PAGE_SIZE,
  };
}

type TeamWithCaptain = Parameters<typeof captainNameOf>[0] & { team: repo.TeamRow };

/** What a team shows on the leaderboard and on its own page: its name, captain and figures. */
const teamFigures = (row: TeamWithCaptain) => ({
  slug: row.team.slug,
  name: row.team.name,
  captainName: captainNameOf(row),
  goal: row.team.goal,
  raisedAmount: row.team.raisedAmount,
  giftCount: row.team.giftCount,
});

/** A team's row on the leaderboard; `currency` is its campaign's. */
function toTeamSummary(row: TeamWithCaptain & { memberCount: number }, rank: number, currency: string): TeamSummary {
  return { id: row.team.id, rank, ...teamFigures(row), memberCount: row.memberCount, currency: currencyOf(currency) };
}

/** A visible page of a visible campaign, by its slug; anything else is the page's 404. */
async function findVisiblePage(db: Executor, campaignId: number, slug: string) {
  const [row] = await repo
    .pageQuery(db)
    .where(and(eq(fundraisers.campaignId, campaignId), eq(fundraisers.slug, slug), isNull(fundraisers.hiddenAt)));
  if (!row || !isPubliclyVisible(row.campaign.status)) throw new AppError('NOT_FOUND', m.notFound);
  return row;
}

export async function publicFundraiser(db: Db, campaignId: number, slug: string): Promise<PublicFundraiser> {
  const row = await findVisiblePage(db, campaignId, slug);
  const recent = await recentSupporters(db, row.page.id, FUNDRAISER_RECENT_SUPPORTERS);
  return toPublicPage(
    row,
    recent.map((gift) => toPublicSupporter(row.campaign.currency, gift)),
  );
}

export async function publicSupporters(
  db: Db,
  campaignId: number,
  slug: string,
  page: number,
): Promise<z.infer<typeof publicSupporterPageSchema>> {
  const row = await findVisiblePage(db, campaignId, slug);
  const { rows, total } = await supportersPage(db, row.page.id, pageOf(page, FUNDRAISER_SUPPORTERS_PAGE_SIZE));
  return {
    items: rows.map((gift) => toPublicSupporter(row.campaign.currency, gift)),
    total,
    page,
    pageSize: FUNDRAISER_SUPPORTERS_PAGE_SIZE,
  };
}

export async function publicTeam(db: Db, campaignId: number, slug: string): Promise<PublicTeam> {
  const row = await repo.findVisibleTeamBySlug(db, campaignId, slug);
  if (!row || !isPubliclyVisible(row.campaign.status)) throw new AppError('NOT_FOUND', m.teamNotFound);
  const members = await repo.visibleMembers(db, row.team.id);
  return {
    ...teamFigures(row),
    campaign: supportedCampaign(row.campaign),
    members: members.map((member) => ({
      slug: member.page.slug,
      title: member.page.title,
      fundraiserName: ownerNameOf(member),
      goal: member.page.goal,
      raisedAmount: member.page.raisedAmount,
      giftCount: member.page.giftCount,
      isCaptain: row.team.captainId === member.page.userId,
    })),
    currency: currencyOf(row.campaign.currency),
  };
}

// ---- A supporter's own pages ------------------------------------------------------------------------------------

/**
 * A goal in its campaign's currency (issue 26). The request schema lets through any whole amount some currency
 * takes; the campaign's bounds (fundraiserGoalBounds) are checked here, before anything is written, with the same
 * 400 on the same field the schema gave: in US dollars the very answer it gave before.
 */
export function checkGoal(goal: number, currency: string, field: string, minMessage = m.goalMinOf): void {
  const { min, max } = fundraiserGoalBounds(currency);
  const message = goal < min ? minMessage(currency) : goal > max ? m.goalMaxOf(currency) : null;
  if (message) throw new AppError('VALIDATION_FAILED', message, { [field]: [message] });
}

/** A page's goal and, when it makes a team on the way, the team's. */
function checkPageGoals(input: PageInput, currency: string): void {
  checkGoal(input.goal, currency, 'goal');
  if (input.team && 'newTeam' in input.team) {
    checkGoal(input.team.newTeam.goal, currency, 'team.newTeam.goal', m.teamGoalMinOf);
  }
}

/** A campaign that takes new pages: it exists for the public, allows them, and accepts donations. */
async function requireOpenCampaign(db: Executor, campaignId: number) {
  const campaign = await requirePublicCampaign(db, campaignId);
  if (!campaign.fundraisingEnabled) throw new AppError('CONFLICT', m.notEnabled);
  if (!acceptsDonations(campaign.status, campaign.endDate)) throw new AppError('CONFLICT', m.campaignClosed);
  return campaign;
}

/** A new team of the campaign, its maker the captain; the caller holds the campaign's fundraiser lock. */
async function insertTeam(tx: Tx, campaignId: number, captainId: number, input: TeamInput): Promise<repo.TeamRow> {
  if (await repo.teamNameTaken(tx, campaignId, input.name)) {
    throw new AppError('CONFLICT', m.teamNameTaken, { name: [m.teamNameTaken] });
  }
  const slug = await repo.freeSlug(tx, fundraiserTeams, campaignId, fundraiserSlugBase(input.name));
  const [team] = await tx
    .insert(fundraiserTeams)
    .values({ campaignId, slug, name: input.name, captainId, goal: input.goal })
    .returning();
  return team!;
}

/** The team a page's input names: an existing visible team of the campaign, a new one, or none. */
async function teamOfInput(tx: Tx, campaignId: number, userId: number, team: PageInput['team']) {
  if (!team) return null;
  if ('newTeam' in team) return insertTeam(tx, campaignId, userId, team.newTeam);
  const existing = await repo.findVisibleTeam(tx, campaignId, team.teamId);
  if (!existing) throw new AppError('NOT_FOUND', m.teamNotFound);
  return existing;
}

/**
 * A write to one page (creating, editing or its status), in one transaction that answers the page's id; then the
 * read cache is cleared and the page answered as its owner sees it.
 */
async function writePage(deps: FundraiserDeps, write: (tx: Tx) => Promise<number>): Promise<OwnFundraiser> {
  const fundraiserId = await deps.db.transaction(write);
  deps.readCache.invalidate();
  const [row] = await repo.pageQuery(deps.db).where(eq(fundraisers.id, fundraiserId));
  return toOwnPage(row!);
}

export async function createFundraiser(
  deps: FundraiserDeps,
  userId: number,
  campaignId: number,
  input: PageInput,
): Promise<OwnFundraiser> {
  return writePage(deps, async (tx) => {
    const campaign = await requireOpenCampaign(tx, campaignId);
    checkPageGoals(input, campaign.currency);
    await repo.lockCampaignFundraisers(tx, campaignId);
    if (await repo.findPageOf(tx, campaignId, userId)) throw new AppError('CONFLICT', m.alreadyHasPage);
    const team = await teamOfInput(tx, campaignId, userId, input.team);
    const slug = await repo.freeSlug(tx, fundraisers, campaignId, fundraiserSlugBase(input.title));
    const [page] = await tx
      .insert(fundraisers)
      .values({
        campaignId,
        userId,
        teamId: team?.id ?? null,
        slug,
        title: input.title,
        story: input.story,
        goal: input.goal,
        imageUrl: input.imageUrl ?? null,
      })
      .returning({ id: fundraisers.id });
    return page!.id;
  });
}

export async function createTeam(
  deps: FundraiserDeps,
  userId: number,
  campaignId: number,
  input: TeamInput,
): Promise<TeamSummary> {
  const { team, currency } = await deps.db.transaction(async (tx) => {
    const campaign = await requireOpenCampaign(tx, campaignId);
    checkGoal(input.goal, campaign.currency, 'goal', m.teamGoalMinOf);
    await repo.lockCampaignFundraisers(tx, campaignId);
    return { team: await insertTeam(tx, campaignId, userId, input), currency: campaign.currency };
  });
  deps.readCache.invalidate();
  const row = await repo.findTeamWithCaptain(deps.db, team.id);
  // A new team has raised nothing and has the newest id: every other team of the campaign ranks ahead of it.
  const { total } = await repo.teamLeaderboardPage(deps.db, campaignId, { limit: 0, offset: 0 });
  return toTeamSummary(row!, total, currency);
}

/**
 * Edits the owner's page. The slug stays (links already shared keep working). A change of team moves the page's
 * totals with it, so each team's figures stay the sum of its pages'. Lock order as the payment paths: page, then
 * teams in ascending id order.
 */
export async function editFundraiser(
  deps: FundraiserDeps,
  userId: number,
  fundraiserId: number,
  input: PageInput,
): Promise<OwnFundraiser> {
  return writePage(deps, async (tx) => {
    const owned = await ownPage(tx, fundraiserId, userId);
    const campaign = await repo.findCampaign(tx, owned.page.campaignId);
    checkPageGoals(input, campaign!.currency);
    // Naming a new team takes the campaign's turn before the page's row lock, as creating a page does.
    await repo.lockCampaignFundraisers(tx, owned.page.campaignId);
    const { page } = await ownPage(tx, fundraiserId, userId, { forUpdate: true });
    if (page.status === 'closed') throw new AppError('CONFLICT', m.closedIsFinal);
    let teamId = page.teamId;
    if (input.team !== undefined) {
      const sameTeam = input.team && 'teamId' in input.team && input.team.teamId === page.teamId;
      if (!sameTeam) {
        const team = await teamOfInput(tx, page.campaignId, userId, input.team);
        teamId = team?.id ?? null;
        // Two teams' rows, in ascending id order as a batch of gifts takes them (fundraiser-totals.ts).
        const moves = [
          { id: page.teamId, sign: -1 as const },
          { id: teamId, sign: 1 as const },
        ].filter((move): move is { id: number; sign: 1 | -1 } => move.id !== null);
        for (const move of moves.sort((a, b) => a.id - b.id)) await repo.moveTeamTotals(tx, move.id, page, move.sign);
      }
    }
    await tx
      .update(fundraisers)
      .set({
        title: input.title,
        story: input.story,
        goal: input.goal,
        imageUrl: input.imageUrl ?? null,
        teamId,
        updatedAt: sql`now()`,
      })
      .where(eq(fundraisers.id, fundraiserId));
    return fundraiserId;
  });
}

/** Pauses, resumes or closes the owner's page; a closed page stays closed. */
export async function setFundraiserStatus(
  deps: FundraiserDeps,
  userId: number,
  fundraiserId: number,
  status: FundraiserStatus,
): Promise<OwnFundraiser> {
  return writePage(deps, async (tx) => {
    const { page } = await ownPage(tx, fundraiserId, userId, { forUpdate: true });
    if (page.status === 'closed') throw new AppError('CONFLICT', m.closedIsFinal);
    await tx
      .update(fundraisers)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(fundraisers.id, fundraiserId));
    return fundraiserId;
  });
}

export async function myFundraisers(db: Db, userId: number): Promise<OwnFundraiser[]> {
  const rows = await repo
    .pageQuery(db)
    .where(eq(fundraisers.userId, userId))
    .orderBy(sql`${fundraisers.createdAt} desc`, sql`${fundraisers.id} desc`);
  return rows.map(toOwnPage);
}
