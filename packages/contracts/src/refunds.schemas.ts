import { z } from 'zod';
import { ledgerRefundSchema } from './donation-ledger.schemas';
import { idParam } from './ids.schemas';
import { operation } from './operation';
import { REFUND_REASON_MAX, refundEndpoints as e, refundMessages as m } from './refunds';

/**
 * POST /api/admin/donations/{id}/refunds. `amount` is cents of the charge (the gift plus any fee the donor
 * covered); without it, everything not yet refunded or being refunded.
 */
export const createRefundSchema = z.object({
  amount: z
    .number({ error: m.amountNumber })
    .int(m.amountWhole)
    .min(1, m.amountPositive)
    .max(100_000_000_000, m.amountNumber)
    .optional(),
  reason: z.string({ error: m.reasonRequired }).trim().min(1, m.reasonRequired).max(REFUND_REASON_MAX, m.reasonTooLong),
});
export type CreateRefundInput = z.input<typeof createRefundSchema>;

/** A repeat with the same key (a double click, a retried request) answers the refund the first one asked for. */
export const refundHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .min(8, m.idempotencyKeyLength)
    .max(255, m.idempotencyKeyLength)
    .optional()
    .describe('One key per refund the administrator confirms, so a double click or a retry refunds once'),
});

export const refundOperations = {
  create: operation(e.create, {
    access: 'admin',
    summary:
      'Refunds a succeeded donation, in full or in part, through its payment provider; the refund is pending ' +
      "until the provider's event moves the money, and a repeat of the same request refunds nothing twice",
    tags: ['admin/donations'],
    params: z.object({ id: idParam(m.badId) }),
    headers: refundHeadersSchema,
    body: createRefundSchema,
    responses: { 202: ledgerRefundSchema },
  }),
};
