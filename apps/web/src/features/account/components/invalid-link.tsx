import { LinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkOutcome } from '@/components/ui/link-outcome';

/** A reset or verification link that is bad, used or expired, with the way to a new one. */
export function InvalidLink({
  message,
  focusOnMount,
  children,
}: {
  message: string;
  focusOnMount?: boolean;
  children: ReactNode;
}) {
  return (
    <LinkOutcome icon={<LinkIcon aria-hidden="true" />} tone="failed" message={message} focusOnMount={focusOnMount}>
      {children}
    </LinkOutcome>
  );
}
