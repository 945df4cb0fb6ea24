import { Trans } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Link, type To } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * 'Clear filters' of a list filtered in its URL: a link to the list without them, so it is also a step in history.
 * Outlined in an empty list's message; a small ghost button beside the result count.
 */
export function ClearFiltersLink({ to, compact = false }: { to: To; compact?: boolean }) {
  return (
    <Button asChild variant={compact ? 'ghost' : 'outline'} size={compact ? 'sm' : undefined}>
      <Link to={to}>
        <X aria-hidden="true" />
        <Trans>Clear filters</Trans>
      </Link>
    </Button>
  );
}
