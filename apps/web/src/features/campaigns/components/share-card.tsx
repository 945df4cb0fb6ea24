import { Trans, useLingui } from '@lingui/react/macro';
import { Link2, Mail } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { shareLinks, type ShareTarget } from '../lib/share-links';
import { CopyIcon } from './copy-icon';
import { BrandIcon } from './social-icons';
import { useCopyLink } from './use-copy-link';

function ShareIcon({ name }: { name: ShareTarget['name'] }) {
  return name === 'email' ? (
    <Mail className="size-4" aria-hidden="true" />
  ) : (
    <BrandIcon name={name} className="size-4" />
  );
}

type ShareCardProps = {
  url: string;
  title: string;
  /** The card's heading; a fundraising page says 'Share this page'. */
  heading?: string;
  /** The toast's words after copying, naming what was copied. */
  copiedDescription?: string;
};

/** Spec section 2 and DECISIONS.md: share icons opening the real share pages, plus 'Copy Link'. */
export function ShareCard({ url, title, heading, copiedDescription }: ShareCardProps) {
  const { t, i18n } = useLingui();
  const { copied, copy } = useCopyLink(url, copiedDescription);
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-base">{heading ?? t`Share Campaign`}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="flex gap-2">
          {shareLinks(url, title, i18n).map((target) => (
            <li key={target.name}>
              <a
                href={target.href}
                // A new tab keeps the campaign open, also when a web mail service handles mailto: links.
                target="_blank"
                rel="noopener noreferrer"
                aria-label={target.label}
                title={target.label}
                className="flex size-10 items-center justify-center rounded-full border border-border bg-card text-foreground transition-colors hover:border-primary/40 hover:bg-accent hover:text-primary-soft-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <ShareIcon name={target.name} />
              </a>
            </li>
          ))}
        </ul>
        <Button variant="outline" className="w-full" onClick={() => void copy()}>
          <CopyIcon copied={copied} icon={Link2} />
          <Trans>Copy Link</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}
