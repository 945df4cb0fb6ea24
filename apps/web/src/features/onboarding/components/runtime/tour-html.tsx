import { useMemo } from 'react';
import { sanitizeTourHtml } from '@/features/onboarding/lib/sanitize-tour-html';
import { cn } from '@/lib/cn';

/** Slide and step content: administrator-written HTML, sanitized before it is put in the page. */
export function TourHtml({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeTourHtml(html), [html]);
  return (
    <div
      className={cn(
        'grid gap-2 [&_a]:underline [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5',
        className,
      )}
      // Sanitized just above with DOMPurify and the tour policy.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
