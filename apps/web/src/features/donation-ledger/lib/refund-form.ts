import {
  formatCurrency,
  refundedGiftPart,
  refundMessages,
  REFUND_REASON_MAX,
  type LedgerDonationDetail,
} from '@causeway/contracts';
import { z } from 'zod';

// Dollars and cents as people type them: '25', '25.5', '1,250.00', with or without a leading '$'.
const DOLLARS = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d{0,2})?$/;

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

/** The dialog's form: full or partial, the amount in dollars (as text), the reason; cents on the wire. */
export function refundFormSchema(leftCents: number) {
  return z
    .object({
      kind: z.enum(refundKinds),
      amount: z.string(),
      reason: z
        .string()
        .trim()
        .min(1, refundMessages.reasonRequired)
        .max(REFUND_REASON_MAX, refundMessages.reasonTooLong),
    })
    .superRefine((values, ctx) => {
      if (values.kind !== 'partial') return;
      const cents = amountToCents(values.amount);
      const message =
        cents === null
          ? 'Enter an amount in dollars, like 12.50'
          : cents < 1
            ? refundMessages.amountPositive
            : cents > leftCents
              ? refundMessages.tooMuch(leftCents)
              : null;
      if (message) ctx.addIssue({ code: 'custom', path: ['amount'], message });
    });
}
export type RefundFormValues = z.input<ReturnType<typeof refundFormSchema>>;

/** The typed amount in cents, or null when it is not an amount. */
export function amountToCents(text: string): number | null {
  const trimmed = text.trim();
  if (!DOLLARS.test(trimmed)) return null;
  return Math.round(Number(trimmed.replace(/[$,\s]/g, '')) * 100);
}

/** The cents this form would refund (the whole remainder for a full refund), or null while the amount is unusable. */
export function refundCentsOf(values: Pick<RefundFormValues, 'kind' | 'amount'>, leftCents: number): number | null {
  if (values.kind === 'full') return leftCents;
  const cents = amountToCents(values.amount ?? '');
  return cents !== null && cents >= 1 && cents <= leftCents ? cents : null;
}

export const refundButtonLabel = (cents: number | null) =>
  cents === null ? 'Refund' : `Refund ${formatCurrency(cents)}`;
