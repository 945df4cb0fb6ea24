import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaigns, fundraisers, fundraiserTeams } from '../db/schema';
import { isPubliclyVisible } from '../modules/campaigns/campaigns.service';

/** What a shared link to a supporter's page or a team's page previews (issue 25): already in words, not escaped. */
export interface FundraiserShareMeta {
  title: string;
  description: string;
  /** The page's photo, else its campaign's picture; null for neither (the default picture is used). */
  imageUrl: string | null;
}

export type FundraiserPageKind = 'fundraiser' | 'team';

/** About the length a search result or a chat app's preview shows of a description. */
export const SHARE_EXCERPT_LENGTH = 160;

/** The story's start as one line, cut at a word within SHARE_EXCERPT_LENGTH characters, with three dots when cut. */
export function storyExcerpt(story: string, max = SHARE_EXCERPT_LENGTH): string {
  const line = story.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 3);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}...`;
}

/**
 * The share details of a page the public may see, or undefined (unknown, hidden, or of a campaign the public may
 * not see), read here directly so the HTML's tags and status need nothing of the fundraisers module.
 */
export async function findFundraiserShareMeta(
  db: Db,
  kind: FundraiserPageKind,
  campaignId: number,
  slug: string,
): Promise<FundraiserShareMeta | undefined> {
  if (kind === 'fundraiser') {
    const [row] = await db
      .select({
        title: fundraisers.title,
        story: fundraisers.story,
        imageUrl: fundraisers.imageUrl,
        campaignImage: campaigns.featuredImageUrl,
        campaignStatus: campaigns.status,
      })
      .from(fundraisers)
      .innerJoin(campaigns, eq(campaigns.id, fundraisers.campaignId))
      .where(and(eq(fundraisers.campaignId, campaignId), eq(fundraisers.slug, slug), isNull(fundraisers.hiddenAt)))
      .limit(1);
    if (!row || !isPubliclyVisible(row.campaignStatus)) return undefined;
    return { title: row.title, description: storyExcerpt(row.story), imageUrl: row.imageUrl ?? row.campaignImage };
  }
  const [row] = await db
    .select({
      name: fundraiserTeams.name,
      campaignTitle: campaigns.title,
      campaignImage: campaigns.featuredImageUrl,
      campaignStatus: campaigns.status,
    })
    .from(fundraiserTeams)
    .innerJoin(campaigns, eq(campaigns.id, fundraiserTeams.campaignId))
    .where(
      and(eq(fundraiserTeams.campaignId, campaignId), eq(fundraiserTeams.slug, slug), isNull(fundraiserTeams.hiddenAt)),
    )
    .limit(1);
  if (!row || !isPubliclyVisible(row.campaignStatus)) return undefined;
  return {
    title: row.name,
    description: storyExcerpt(`Team ${row.name} is raising money for ${row.campaignTitle}.`),
    imageUrl: row.campaignImage,
  };
}
