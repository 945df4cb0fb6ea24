import { ResponsiveImage, type ResponsiveImageProps } from '@/components/ui/responsive-image';
import { cn } from '@/lib/cn';
import { campaignImage, DEFAULT_CAMPAIGN_IMAGE } from '../lib/campaign-display';

type CampaignImageProps = Omit<ResponsiveImageProps, 'src' | 'width' | 'height' | 'fallbackSrc'> & {
  src: string | null | undefined;
};

/**
 * A campaign picture in a 16:9 slot, the ratio of the demo and uploaded images: the width and height attributes
 * reserve its box before it loads (no layout shift). A broken picture falls back to the default image.
 */
export function CampaignImage({ src, className, ...props }: CampaignImageProps) {
  return (
    <ResponsiveImage
      src={campaignImage(src)}
      fallbackSrc={DEFAULT_CAMPAIGN_IMAGE}
      width={1200}
      height={675}
      className={cn('aspect-video w-full bg-muted object-cover', className)}
      {...props}
    />
  );
}
