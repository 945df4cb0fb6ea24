import { z } from 'zod';
import { tributeKinds } from './gift-extras';

/** A gift's dedication as the donor's history shows it. */
export const tributeSummarySchema = z.object({
  kind: z.enum(tributeKinds),
  honoreeName: z.string(),
});
export type TributeSummary = z.infer<typeof tributeSummarySchema>;

/** A gift's dedication as the admin donation view shows it: everything the donor gave, and when the card went. */
export const tributeDetailSchema = tributeSummarySchema.extend({
  recipientName: z.string().nullable(),
  recipientEmail: z.string().nullable(),
  message: z.string().nullable(),
  showAmount: z.boolean(),
  /** When the recipient's card was queued; null when there is no recipient or the gift has not succeeded. */
  notifiedAt: z.string().nullable(),
});
export type TributeDetail = z.infer<typeof tributeDetailSchema>;

/**
 * The donation form's "Dedicate this gift" fields as the inputs hold them; checked with `tributeSchema` (the
 * server's rules and messages) only when the donor ticks "Dedicate this gift".
 */
export const tributeFormSchema = z.object({
  kind: z.enum(tributeKinds).optional(),
  honoreeName: z.string().optional(),
  recipientName: z.string().optional(),
  recipientEmail: z.string().optional(),
  message: z.string().optional(),
  showAmount: z.boolean().optional(),
});
export type TributeFormInput = z.input<typeof tributeFormSchema>;
