import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '@/components/ui/button';

type DonateLinkProps = {
  to: string;
  /** In the embed view the page lives in another site's frame, so giving opens our site in a new tab. */
  embed: boolean;
  children: ReactNode;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
};

export function DonateLink({ to, embed, children, variant, size, className }: DonateLinkProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      {embed ? (
        <a href={to} target="_blank" rel="noopener noreferrer">
          {children}
          <span className="sr-only">
            {' '}
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      ) : (
        <Link to={to}>{children}</Link>
      )}
    </Button>
  );
}
