import { FlaskConical } from 'lucide-react';

/** Stripe's test cards as the sandbox saves them (DECISIONS.md, Payments): two brands to tell cards apart. */
const testCards = [
  { number: '4242 4242 4242 4242', outcome: 'Visa' },
  { number: '4000 0566 5566 5556', outcome: 'Visa debit' },
  { number: '5555 5555 5555 4444', outcome: 'Mastercard' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
] as const;

/** Test mode's cheat sheet for saving a card; a click fills the card fields with it. */
export function SetupTestCards({ onUse }: { onUse: (number: string) => void }) {
  return (
    <section
      aria-labelledby="setup-test-cards"
      className="rounded-lg border border-amber-500/40 bg-amber-50/70 p-3 text-sm dark:border-amber-400/30 dark:bg-amber-400/5"
    >
      <h3 id="setup-test-cards" className="flex items-center gap-2 font-semibold">
        <FlaskConical className="size-4 text-amber-700 dark:text-amber-300" aria-hidden="true" />
        Test cards
      </h3>
      <p className="mt-1 text-xs text-muted-foreground">No real card is saved. Any future expiry, any CVC.</p>
      <ul className="mt-2 grid gap-1.5">
        {testCards.map((card) => (
          <li key={card.number} className="flex items-center justify-between gap-3">
            <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
              <code className="font-mono text-[0.8125rem] font-semibold tracking-wide">{card.number}</code>
              <span className="text-xs text-muted-foreground">{card.outcome}</span>
            </span>
            <button
              type="button"
              onClick={() => onUse(card.number)}
              className="shrink-0 rounded-md px-1.5 py-0.5 text-xs font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              Use<span className="sr-only"> test card {card.number}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
