import { pageTitle } from '@causeway/contracts';
import { useEffect } from 'react';

/** Sets '{title} | Causeway' (DECISIONS.md, Name) while the calling page is shown. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
