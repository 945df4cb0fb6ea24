import {
  currencyRules,
  matchMessages as m,
  matchNotice,
  matchSummary,
  toMinorUnits,
  type CampaignDetail,
} from '@causeway/contracts';
import { Sparkles } from 'lucide-react';
import { formatCurrency } from '@/lib/format';

/**
 * An example gift for the campaign page's sentence, $25 (the currency's scale of it: ¥2,500): the donation page
 * says it for the amount entered.
 */
const EXAMPLE_GIFT_DOLLARS = 25;

/**
 * The campaign page's match (issue 24, item 3): raised and matched apart and together once a sponsor has matched
 * anything, and while a match is live, who matches and what a gift becomes. The match is a pledge: the amount
 * raised above it and the progress bar never include it. Its words are the contracts' (matchMessages, matchSummary,
 * matchNotice), given in the page's language by `contractText` (useContractText); English as they are without it.
 */
export function CampaignMatch({
  campaign,
  contractText = (text) => text,
}: {
  /** Every figure is in the campaign's currency (issue 26); US dollars when absent. */
  campaign: Pick<CampaignDetail, 'amountRaised' | 'match' | 'matchedAmount'> &
    Partial<Pick<CampaignDetail, 'currency'>>;
  contractText?: (text: string) => string;
}) {
  const { match, matchedAmount, amountRaised, currency = 'usd' } = campaign;
  if (!match && matchedAmount <= 0) return null;
  const money = (cents: number) => formatCurrency(cents, { wholeDollars: true, currency });
  const example = matchNotice(
    toMinorUnits(EXAMPLE_GIFT_DOLLARS * currencyRules[currency].scale, currency),
    match,
    currency,
  );
  return (
    <section aria-label={contractText(m.sectionTitle)} className="mt-5 grid gap-3">
      {matchedAmount > 0 ? (
        <dl className="grid grid-cols-3 gap-2 text-center text-sm">
          {[
            [contractText(m.raisedLabel), money(amountRaised)],
            [contractText(m.matchedLabel), money(matchedAmount)],
            [contractText(m.togetherLabel), money(amountRaised + matchedAmount)],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg border border-border bg-muted/40 px-2 py-2">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-semibold text-foreground">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {match ? (
        <div className="flex items-start gap-2 rounded-lg border border-primary/30 bg-primary-soft/60 p-3 text-sm text-primary-soft-foreground">
          <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div className="grid gap-0.5">
            <p className="font-semibold">{contractText(matchSummary(match, currency))}</p>
            {example ? <p>{contractText(example)}</p> : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
