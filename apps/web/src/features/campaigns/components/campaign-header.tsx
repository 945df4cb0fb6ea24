import { categoryLabel, type CampaignDetail } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, Share2, Tag } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { daysLeftText, statusLabel } from '../lib/campaign-display';
import { CampaignImage } from './campaign-image';
import { CopyIcon } from './copy-icon';
import { useCopyLink } from './use-copy-link';
import { contractText } from '@/lib/i18n';

/** Spec section 2: header image, category, 'Active' and days-left badges, and a Share button copying the link. */
/**
 * The header picture's width: the page's left column (max-w-6xl beside the 256 px sidebar, a 22rem side column,
 * both from 1024 px), or in an embed (no sidebar) the narrower max-w-4xl layout with an 18rem side column.
 */
/* eslint-disable lingui/no-unlocalized-strings -- media queries */
const headerImageSizes = {
  page: '(min-width: 1408px) 704px, (min-width: 1024px) calc(100vw - 704px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
  embed:
    '(min-width: 896px) 528px, (min-width: 768px) calc(100vw - 368px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
};
/* eslint-enable lingui/no-unlocalized-strings */

type CampaignHeaderProps = { campaign: CampaignDetail; shareUrl: string; embed?: boolean };

export function CampaignHeader({ campaign, shareUrl, embed = false }: CampaignHeaderProps) {
  const { i18n } = useLingui();
  const { copied, copy } = useCopyLink(shareUrl);
  const ended = campaign.daysLeft !== null && campaign.daysLeft < 0;
  return (
    <header>
      <div className="overflow-hidden rounded-2xl border border-border bg-muted shadow-sm">
        {/* The page's largest element (LCP): fetched first and preloaded from the head. */}
        <CampaignImage
          src={campaign.featuredImageUrl}
          alt={campaign.title}
          sizes={embed ? headerImageSizes.embed : headerImageSizes.page}
          priority
        />
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-2">
        <Badge variant="soft">
          <Tag aria-hidden="true" />
          {contractText(i18n, categoryLabel(campaign.category))}
        </Badge>
        {campaign.status === 'active' ? (
          <Badge variant="success">
            <Trans>Active</Trans>
          </Badge>
        ) : (
          // Paused and completed campaigns are shown too; their status is said plainly.
          <Badge variant="secondary">{statusLabel(campaign.status, i18n)}</Badge>
        )}
        {campaign.daysLeft !== null && campaign.daysLeft > 0 ? (
          <Badge variant="outline">
            <Clock aria-hidden="true" />
            {daysLeftText(campaign.daysLeft, i18n)}
          </Badge>
        ) : null}
        {ended && campaign.status === 'active' ? (
          <Badge variant="outline">
            <Trans>Ended</Trans>
          </Badge>
        ) : null}
      </div>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{campaign.title}</h1>
        <Button variant="outline" onClick={() => void copy()} className="shrink-0 self-start">
          <CopyIcon copied={copied} icon={Share2} />
          <Trans>Share</Trans>
        </Button>
      </div>
      <p className="mt-3 text-lg leading-relaxed text-muted-foreground text-pretty">{campaign.shortDescription}</p>
    </header>
  );
}
