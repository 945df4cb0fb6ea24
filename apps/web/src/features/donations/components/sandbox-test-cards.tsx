import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FlaskConical } from 'lucide-react';
import { useId } from 'react';

type TestCard = { number: string; outcome: MessageDescriptor };

/** Stripe's documented test cards, as the sandbox follows them when paying (DECISIONS.md, Payments). */
export const paymentTestCards: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', outcome: msg`succeeds` },
  { number: '4000 0000 0000 0002', outcome: msg`declined` },
  { number: '4000 0000 0000 9995', outcome: msg`insufficient funds` },
  { number: '4000 0025 0000 3155', outcome: msg`requires authentication` },
];

/** The test cards for saving a card: two brands, to tell saved cards apart, and one the bank declines. */
export const setupTestCards: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', outcome: msg`Visa` },
  { number: '4000 0566 5566 5556', outcome: msg`Visa debit` },
  { number: '5555 5555 5555 4444', outcome: msg`Mastercard` },
  { number: '4000 0000 0000 0002', outcome: msg`declined` },
];

type SandboxTestCardsProps = {
  onUse: (number: string) => void;
  cards?: readonly TestCard[];
  note?: string;
};

/** Test mode's cheat sheet: which card does what; a click fills the card fields with it. */
export function SandboxTestCards({ onUse, cards = paymentTestCards, note }: SandboxTestCardsProps) {
  const { i18n, t } = useLingui();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-amber-500/40 bg-amber-50/70 p-4 text-sm dark:border-amber-400/30 dark:bg-amber-400/5"
    >
      <h3 id={headingId} className="flex items-center gap-2 font-semibold">
        <FlaskConical className="size-4 text-amber-700 dark:text-amber-300" aria-hidden="true" />
        <Trans>Test cards</Trans>
      </h3>
      <p className="mt-1 text-muted-foreground">
        {note ?? t`No real money moves in test mode. Use any future expiry date and any 3-digit CVC.`}
      </p>
      <ul className="mt-3 grid gap-2 sm:gap-1.5">
        {cards.map((card) => {
          const number = card.number;
          return (
            <li key={card.number} className="flex items-center justify-between gap-3">
              <span className="flex min-w-0 flex-col sm:flex-row sm:items-baseline sm:gap-2">
                <code className="font-mono text-[0.8125rem] font-semibold tracking-wide">{card.number}</code>
                <span className="text-xs text-muted-foreground sm:text-sm">{i18n._(card.outcome)}</span>
              </span>
              <button
                type="button"
                onClick={() => onUse(card.number)}
                className="shrink-0 rounded-md px-1.5 py-0.5 text-xs font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                <Trans>
                  Use<span className="sr-only"> test card {number}</span>
                </Trans>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
