import { z } from 'zod';
import { ledgerDonationParamsSchema } from './donation-ledger.schemas';
import { operation } from './operation';
import { receiptEndpoints as e, receiptMessages as m } from './receipts';

/** An e-mail as every form takes it: trimmed, at most 254 characters (RFC 5321's limit). */
const emailSchema = z.string({ error: m.emailInvalid }).trim().max(254, m.emailInvalid).pipe(z.email(m.emailInvalid));

/**
 * POST /api/admin/donations/{id}/receipt: without `email` (an empty one, or no body at all), to the donor's own
 * address.
 */
export const resendReceiptBodySchema = z
  .object({ email: emailSchema.optional().or(z.literal('').transform(() => undefined)) })
  .nullish()
  .transform((body) => ({ email: body?.email }));
export type ResendReceiptBody = z.input<typeof resendReceiptBodySchema>;

export const resendReceiptResultSchema = z.object({ to: z.string() });
export type ResendReceiptResult = z.infer<typeof resendReceiptResultSchema>;

/** The resend dialog: the donor's address, or another one the administrator types. */
export const resendReceiptFormSchema = z
  .object({ recipient: z.enum(['donor', 'other']), email: z.string().trim() })
  .superRefine((form, ctx) => {
    if (form.recipient === 'other' && !emailSchema.safeParse(form.email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: m.emailInvalid });
    }
  });
export type ResendReceiptForm = z.input<typeof resendReceiptFormSchema>;

export const receiptOperations = {
  resend: operation(e.resend, {
    access: 'admin',
    summary:
      "Queues a donation's receipt e-mail again, to the donor's address or to `email`; only for a donation with a " +
      'receipt (succeeded, partly refunded included)',
    tags: ['admin/donations'],
    params: ledgerDonationParamsSchema,
    body: resendReceiptBodySchema,
    responses: { 202: resendReceiptResultSchema },
  }),
};
