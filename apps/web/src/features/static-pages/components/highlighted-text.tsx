import { highlightMatches } from '../lib/highlight-matches';

/** The text with every occurrence of the search terms marked. */
export function HighlightedText({ text, terms }: { text: string; terms: readonly string[] }) {
  if (terms.length === 0) return <>{text}</>;
  return (
    <>
      {highlightMatches(text, terms).map((segment, index) =>
        segment.match ? (
          <mark key={index} className="rounded-sm bg-primary-soft px-0.5 text-primary-soft-foreground">
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
