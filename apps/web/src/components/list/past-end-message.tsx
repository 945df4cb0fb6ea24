import { Trans, useLingui } from '@lingui/react/macro';
import { SearchX } from 'lucide-react';
import { Link, type To } from 'react-router';
import { Button } from '@/components/ui/button';
import { StateMessage } from '@/components/ui/state-message';

/**
 * An admin list's page number past its end (an old link, or rows that moved to another filter), with a way back
 * to its first page.
 */
export function PastEndMessage({ title, firstPage }: { title: string; firstPage: To }) {
  const { t } = useLingui();
  return (
    <StateMessage
      icon={SearchX}
      title={title}
      description={t`This page is past the end of the list.`}
      action={
        <Button asChild variant="outline">
          <Link to={firstPage}>
            <Trans>Go to the first page</Trans>
          </Link>
        </Button>
      }
    />
  );
}
