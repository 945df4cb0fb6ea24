import { z } from 'zod';
import { currencyCodes } from './currencies';
import { recurringIntervals, recurringStatuses } from './donations';
import { idParam } from './ids.schemas';
import { operation } from './operation';
import { limitedPageSchemaOf, oneOf, pageLimitSchema, pageNumberSchema, searchTextSchema } from './paging.schemas';
import {
  CANCEL_REASON_MAX,
  RECURRING_ADMIN_MAX_PAGE_SIZE,
  RECURRING_ADMIN_PAGE_SIZE,
  recurringAdminEndpoints as e,
  recurringAdminMessages as m,
  recurringAdminSorts,
} from './recurring-admin';

/** GET /api/admin/recurring: the filters are ANDed; `q` matches the donor's names and e-mail. */
export const recurringAdminQuerySchema = z.object({
  q: searchTextSchema,
  status: oneOf(recurringStatuses, 'status').optional(),
  campaignId: idParam('campaignId must be a campaign id').optional(),
  interval: oneOf(recurringIntervals, 'interval').optional(),
  sort: oneOf(recurringAdminSorts, 'sort').default('created_desc'),
  page: pageNumberSchema,
  limit: pageLimitSchema(RECURRING_ADMIN_MAX_PAGE_SIZE, RECURRING_ADMIN_PAGE_SIZE),
});
export type RecurringAdminQuery = z.input<typeof recurringAdminQuerySchema>;
export type ParsedRecurringAdminQuery = z.output<typeof recurringAdminQuerySchema>;

/**
 * A recurring gift as an administrator sees it. The donor is the account's name and e-mail for a registered
 * donor, what the guest typed for a guest. Money in minor units of `currency`, the gift's own (its campaign's,
 * issue 26): `amount` is the gift, `feeAmount` the fee the donor covers on each charge. `nextPaymentDate` only while active; the card only when the gift has a saved card.
 */
export const adminRecurringSchema = z.object({
  id: z.number(),
  donor: z.object({
    userId: z.number().nullable(),
    isGuest: z.boolean(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
  }),
  campaign: z.object({ id: z.number(), title: z.string() }),
  amount: z.number(),
  feeAmount: z.number(),
  currency: z.enum(currencyCodes),
  interval: z.enum(recurringIntervals),
  status: z.enum(recurringStatuses),
  nextPaymentDate: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** Renewals that failed in a row (retried after 1, 3 and 7 days; the 4th failure cancels the gift). */
  failedAttempts: z.number(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type AdminRecurring = z.infer<typeof adminRecurringSchema>;

/** The page; its size is the caller's `limit`. The total is also in X-Total-Count. */
export const recurringAdminPageSchema = limitedPageSchemaOf(adminRecurringSchema);
export type RecurringAdminPage = z.infer<typeof recurringAdminPageSchema>;

/** POST /api/admin/recurring/{id}/cancel: why (told to the donor and kept in the audit log), and whether to e-mail. */
export const cancelRecurringAdminSchema = z.object({
  reason: z.string({ error: 'reason must be text' }).trim().max(CANCEL_REASON_MAX, m.reasonTooLong).optional(),
  notifyDonor: z.boolean({ error: 'notifyDonor must be true or false' }).default(true),
});
export type CancelRecurringAdminRequest = z.input<typeof cancelRecurringAdminSchema>;

/** The cancelled gift, and whether an e-mail to the donor was queued (not when asked not to, or no address). */
export const cancelRecurringAdminResultSchema = z.object({
  gift: adminRecurringSchema,
  donorEmailed: z.boolean(),
});
export type CancelRecurringAdminResult = z.infer<typeof cancelRecurringAdminResultSchema>;

export const recurringAdminParamsSchema = z.object({ id: idParam(m.badId) });

export const recurringAdminOperations = {
  list: operation(e.list, {
    access: 'admin',
    summary:
      'One page of recurring gifts of every status, newest first unless sorted, searched by donor name or e-mail ' +
      'and filtered by status, campaign and interval; the total is also in X-Total-Count',
    tags: ['admin/recurring'],
    query: recurringAdminQuerySchema,
    responses: { 200: recurringAdminPageSchema },
  }),
  cancel: operation(e.cancel, {
    access: 'admin',
    summary:
      "Cancels a donor's recurring gift on their behalf with the payment provider, audited, and e-mails the donor " +
      'unless asked not to; an already cancelled gift answers 409',
    tags: ['admin/recurring'],
    params: recurringAdminParamsSchema,
    body: cancelRecurringAdminSchema,
    responses: { 200: cancelRecurringAdminResultSchema },
  }),
};
