import {
  currencyRules,
  currencyOf,
  currencySymbol,
  formatAmount,
  formatCurrency,
  refundedGiftPart,
  refundMessages,
  REFUND_REASON_MAX,
  toMinorUnits,
  type LedgerDonationDetail,
} from '@causeway/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { contractText } from '@/lib/i18n';

// Amounts as people type them, in the gift's currency (issue 26): '25', '25.5', '1,250.00', with or without the
// currency's sign ('$', '€', '¥', 'CA$'); whole units only where the currency has no minor one (JPY: '2,500').
const WHOLE = String.raw`(\d{1,3}(,\d{3})+|\d+)`;
const amountPattern = (decimals: number) => new RegExp(`^${WHOLE}${decimals > 0 ? String.raw`(\.\d{0,2})?` : ''}$`);

export const refundKinds = ['full', 'partial'] as const;
export type RefundKind = (typeof refundKinds)[number];

/** Cents of the charge not yet refunded nor being refunded: what the server lets the next refund take. */
export function refundableCents(d: LedgerDonationDetail): number {
  const pending = d.refunds.filter((r) => r.status === 'pending').reduce((sum, r) => sum + r.amount, 0);
  return Math.max(0, d.amount + d.feeAmount - d.refundedAmount - pending);
}

/** Whether the Refund button is offered: a card gift that succeeded, with something left to refund. */
export function canRefund(d: LedgerDonationDetail): boolean {
  if (d.provider === 'offline' || refundableCents(d) === 0) return false;
  return d.status === 'succeeded' || (d.status === 'refunded' && d.refundedAmount > 0);
}

/**
 * How much the campaign's total drops when this refund (and any still pending) is applied: only the gift's part,
 * since a refund comes out of the gift first, then the covered fee (issue 23's refund semantics).
 */
export function campaignDropCents(d: LedgerDonationDetail, refundCents: number): number {
  if (d.status !== 'succeeded') return 0;
  const pending = d.amount + d.feeAmount - d.refundedAmount - refundableCents(d);
  return (
    refundedGiftPart(d.amount, d.refundedAmount + pending + refundCents) - refundedGiftPart(d.amount, d.refundedAmount)
  );
}

/** What the amount field says when it cannot read an amount: US dollars as before, other currencies by example. */
export function amountHint(currency: string, i18n: I18n): string {
  const code = currencyOf(currency);
  if (code === 'usd') return i18n._(msg`Enter an amount in dollars, like 12.50`);
  // 1,250 minor units: '€12.50', and '¥1,250' where the minor unit is the yen itself.
  const currencyCode = code.toUpperCase();
  const example = formatAmount(1_250, code);
  return i18n._(msg`Enter an amount in ${currencyCode}, like ${example}`);
}

/**
 * The dialog's form: full or partial, the amount in the gift's currency as people type it (as text), the reason;
 * minor units on the wire.
 */
export function refundFormSchema(leftCents: number, currency: string, i18n: I18n) {
  return z
    .object({
      kind: z.enum(refundKinds),
      amount: z.string(),
      reason: z
        .string()
        .trim()
        // The reason's message is shown by the dialog itself (no FormField): in the page's language from here.
        .min(1, contractText(i18n, refundMessages.reasonRequired))
        .max(REFUND_REASON_MAX, contractText(i18n, refundMessages.reasonTooLong)),
    })
    .superRefine((values, ctx) => {
      if (values.kind !== 'partial') return;
      const cents = amountToCents(values.amount, currency);
      const message =
        cents === null
          ? amountHint(currency, i18n)
          : cents < 1
            ? // 'at least 1 cent' is for US dollars; elsewhere, what to type.
              currencyOf(currency) === 'usd'
              ? refundMessages.amountPositive
              : amountHint(currency, i18n)
            : cents > leftCents
              ? refundMessages.tooMuch(leftCents, currency)
              : null;
      if (message) ctx.addIssue({ code: 'custom', path: ['amount'], message });
    });
}
export type RefundFormValues = z.input<ReturnType<typeof refundFormSchema>>;

/**
 * The typed amount in minor units of the currency (cents; the yen itself for JPY, never times 100), or null when it
 * is not an amount in it.
 */
export function amountToCents(text: string, currency = 'usd'): number | null {
  const code = currencyOf(currency);
  let typed = text.trim();
  const sign = currencySymbol(code);
  if (typed.startsWith(sign)) typed = typed.slice(sign.length).trim();
  if (!amountPattern(currencyRules[code].decimals).test(typed)) return null;
  return toMinorUnits(Number(typed.replace(/,/g, '')), code);
}

/**
 * The minor units this form would refund (the whole remainder for a full refund), or null while the amount is
 * unusable.
 */
export function refundCentsOf(
  values: Pick<RefundFormValues, 'kind' | 'amount'>,
  leftCents: number,
  currency = 'usd',
): number | null {
  if (values.kind === 'full') return leftCents;
  const cents = amountToCents(values.amount ?? '', currency);
  return cents !== null && cents >= 1 && cents <= leftCents ? cents : null;
}

export function refundButtonLabel(cents: number | null, currency: string, i18n: I18n): string {
  if (cents === null) return i18n._(msg`Refund`);
  const amount = formatCurrency(cents, { currency });
  return i18n._(msg`Refund ${amount}`);
}
