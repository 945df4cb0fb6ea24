import { matchNotice, type PublicMatch } from '@causeway/contracts';
import { Sparkles } from 'lucide-react';

/**
 * "Your $25 becomes $50, thanks to Acme" (issue 24, item 3): under the amount while the campaign's match is live
 * and has part of its cap left, for the amount entered, capped by what is left. Nothing otherwise.
 */
export function MatchNotice({
  amountCents,
  match,
  currency,
}: {
  amountCents: number | null;
  match: PublicMatch | null;
  /** The campaign's currency (issue 26); US dollars unless told. */
  currency?: string | undefined;
}) {
  const text = amountCents === null ? null : matchNotice(amountCents, match, currency);
  if (!text) return null;
  return (
    <p
      className="flex items-start gap-2 rounded-lg border border-primary/30 bg-primary-soft/60 p-3 text-sm font-medium text-primary-soft-foreground"
      data-testid="match-notice"
    >
      <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
