import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { campaignImage, DEFAULT_CAMPAIGN_IMAGE } from '../lib/campaign-display';

type CampaignImageProps = Omit<ComponentProps<'img'>, 'src'> & { src: string | null | undefined; alt: string };

/**
 * A campaign picture at the 16:9 ratio of the demo and uploaded images. Width and height attributes reserve its
 * box before it loads (no layout shift); a broken picture falls back to the default image.
 */
export function CampaignImage({ src, alt, className, ...props }: CampaignImageProps) {
  return (
    <img
      src={campaignImage(src)}
      alt={alt}
      width={1200}
      height={675}
      decoding="async"
      onError={(event) => {
        const img = event.currentTarget;
        if (!img.src.endsWith(DEFAULT_CAMPAIGN_IMAGE)) img.src = DEFAULT_CAMPAIGN_IMAGE;
      }}
      className={cn('aspect-video w-full bg-muted object-cover', className)}
      {...props}
    />
  );
}
