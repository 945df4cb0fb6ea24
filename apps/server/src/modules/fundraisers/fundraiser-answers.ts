import {
  acceptsDonations,
  ANONYMOUS_SUPPORTER,
  currencyOf,
  fundraiserPublicName,
  supporterName,
  type OwnFundraiser,
  type PublicSupporter,
} from '@causeway/contracts';
import type { CampaignRow, FundraiserRow, PageWithContext, TeamRow } from './fundraisers.repository';

// How the rows become the answers' shapes: one place decides what the public sees of a page, a team and a gift.

interface NameParts {
  firstName: string | null;
  lastName: string | null;
  username: string | null;
}

/** "Ada L."; a team whose captain's account is gone is led by nobody the public can name. */
export function publicNameOf(person: NameParts): string {
  if (person.username === null) return ANONYMOUS_SUPPORTER;
  return fundraiserPublicName({
    firstName: person.firstName ?? '',
    lastName: person.lastName ?? '',
    username: person.username,
  });
}

export const ownerNameOf = (row: { ownerFirstName: string; ownerLastName: string; ownerUsername: string }) =>
  publicNameOf({ firstName: row.ownerFirstName, lastName: row.ownerLastName, username: row.ownerUsername });

export const captainNameOf = (row: {
  captainFirstName: string | null;
  captainLastName: string | null;
  captainUsername: string | null;
}) => publicNameOf({ firstName: row.captainFirstName, lastName: row.captainLastName, username: row.captainUsername });

export function supportedCampaign(campaign: CampaignRow, now = new Date()) {
  return {
    id: campaign.id,
    title: campaign.title,
    shortDescription: campaign.shortDescription,
    featuredImageUrl: campaign.featuredImageUrl,
    acceptingDonations: acceptsDonations(campaign.status, campaign.endDate, now),
  };
}

/** The Donate button leads somewhere: the page is visible and active, and its campaign takes gifts. */
export const pageTakesGifts = (page: FundraiserRow, campaign: CampaignRow, now = new Date()) =>
  page.status === 'active' && page.hiddenAt === null && acceptsDonations(campaign.status, campaign.endDate, now);

export const teamRefOf = (team: TeamRow | null) =>
  team && team.hiddenAt === null ? { slug: team.slug, name: team.name } : null;

/** What the public page and the owner's answer share. */
function pageBody(row: PageWithContext) {
  const { page, campaign } = row;
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    story: page.story,
    goal: page.goal,
    raisedAmount: page.raisedAmount,
    giftCount: page.giftCount,
    imageUrl: page.imageUrl,
    status: page.status,
    acceptingDonations: pageTakesGifts(page, campaign),
    fundraiserName: ownerNameOf(row),
    team: teamRefOf(row.team),
    campaign: supportedCampaign(campaign),
    createdAt: page.createdAt.toISOString(),
    currency: currencyOf(campaign.currency),
  };
}

export const toPublicPage = (row: PageWithContext, recentSupporters: PublicSupporter[]) => ({
  ...pageBody(row),
  recentSupporters,
});

export function toOwnPage(row: PageWithContext): OwnFundraiser {
  return {
    ...pageBody(row),
    hidden: row.page.hiddenAt !== null,
    campaignId: row.page.campaignId,
    teamId: row.page.teamId,
    isCaptain: row.team !== null && row.team.captainId === row.page.userId,
  };
}

/**
 * A gift through a page as the public sees it: supporterName's rule ("Anonymous" for an anonymous gift), its amount
 * in the campaign's currency.
 */
export function toPublicSupporter(
  currency: string,
  row: {
    amount: number;
    createdAt: Date;
    anonymous: boolean;
    anonymizedAt: Date | null;
    userId: number | null;
    guestFirstName: string | null;
    guestLastName: string | null;
    userFirstName: string | null;
    userLastName: string | null;
  },
): PublicSupporter {
  const person =
    row.userId !== null
      ? { firstName: row.userFirstName, lastName: row.userLastName }
      : { firstName: row.guestFirstName, lastName: row.guestLastName };
  return {
    name: supporterName(person, { showName: true, anonymous: row.anonymous, erased: row.anonymizedAt !== null }),
    amount: row.amount,
    createdAt: row.createdAt.toISOString(),
    currency: currencyOf(currency),
  };
}
