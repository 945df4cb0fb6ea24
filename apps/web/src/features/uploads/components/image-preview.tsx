import { useLingui } from '@lingui/react/macro';
import { ImageIcon, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** Only what could be an image link is shown while a URL is being typed: a site path or an http(s) address. */
export function previewableUrl(url: string | null | undefined): string | null {
  const value = url?.trim() ?? '';
  return /^\/[^/\\]/.test(value) || /^https?:\/\/\S+\.\S+/i.test(value) ? value : null;
}

/** A 16:9 box with the image, a placeholder when there is none, or a note when the link does not load. */
export function ImagePreview({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const { t } = useLingui();
  const [failed, setFailed] = useState<string | null>(null);
  const box = cn(
    'flex aspect-video w-full items-center justify-center overflow-hidden rounded-lg border border-border bg-muted text-muted-foreground',
    className,
  );
  if (!src || failed === src) {
    const Icon = src ? ImageOff : ImageIcon;
    return (
      <div className={cn(box, 'flex-col gap-1 border-dashed text-xs')}>
        <Icon className="size-6" aria-hidden="true" />
        {src ? t`Could not load this image` : t`No image`}
      </div>
    );
  }
  return (
    <div className={box}>
      <img src={src} alt={alt} className="size-full object-cover" onError={() => setFailed(src)} />
    </div>
  );
}
