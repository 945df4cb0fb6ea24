import { FlaskConical } from 'lucide-react';
import { useId } from 'react';

type TestCard = { number: string; outcome: string };

/** Stripe's documented test cards, as the sandbox follows them when paying (DECISIONS.md, Payments). */
export const paymentTestCards: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficient funds' },
  { number: '4000 0025 0000 3155', outcome: 'requires authentication' },
];

/** The test cards for saving a card: two brands, to tell saved cards apart, and one the bank declines. */
export const setupTestCards: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', outcome: 'Visa' },
  { number: '4000 0566 5566 5556', outcome: 'Visa debit' },
  { number: '5555 5555 5555 4444', outcome: 'Mastercard' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
];

type SandboxTestCardsProps = {
  onUse: (number: string) => void;
  cards?: readonly TestCard[];
  note?: string;
};

/** Test mode's cheat sheet: which card does what; a click fills the card fields with it. */
export function SandboxTestCards({
  onUse,
  cards = paymentTestCards,
  note = 'No real money moves in test mode. Use any future expiry date and any 3-digit CVC.',
}: SandboxTestCardsProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-amber-500/40 bg-amber-50/70 p-4 text-sm dark:border-amber-400/30 dark:bg-amber-400/5"
    >
      <h3 id={headingId} className="flex items-center gap-2 font-semibold">
        <FlaskConical className="size-4 text-amber-700 dark:text-amber-300" aria-hidden="true" />
        Test cards
      </h3>
      <p className="mt-1 text-muted-foreground">{note}</p>
      <ul className="mt-3 grid gap-2 sm:gap-1.5">
        {cards.map((card) => (
          <li key={card.number} className="flex items-center justify-between gap-3">
            <span className="flex min-w-0 flex-col sm:flex-row sm:items-baseline sm:gap-2">
              <code className="font-mono text-[0.8125rem] font-semibold tracking-wide">{card.number}</code>
              <span className="text-xs text-muted-foreground sm:text-sm">{card.outcome}</span>
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
