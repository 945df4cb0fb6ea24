import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { copyText } from '@/lib/copy-text';

const CONFIRMATION_MS = 2000;

/**
 * Copies a link with the spec's toasts (section 8) and a short 'copied' state for the button's icon; a campaign's
 * by default, or another page's when it names itself in `description`.
 */
export function useCopyLink(url: string, copiedDescription?: string) {
  const { t } = useLingui();
  const description = copiedDescription ?? t`Campaign link has been copied to your clipboard.`;
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await copyText(url);
      setCopied(true);
      toast({ title: t`Link copied!`, description });
    } catch {
      toast({ variant: 'destructive', title: t`Copy failed`, description: t`Unable to copy link. Please try again.` });
    }
  };

  return { copied, copy };
}
