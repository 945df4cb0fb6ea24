import { z } from 'zod';
import { authMessages } from './auth';
import {
  addPaymentMethodSchema,
  donorRecurringSchema,
  recurringActionSchema,
  setupIntentResponseSchema,
  recurringAmountSchema,
  recurringMessages,
} from './donor-dashboard.schemas';
import { idParam } from './ids.schemas';
import { operation } from './operation';
import { recurringManageEndpoints as endpoints, recurringManageMessages as m } from './recurring-manage';

/** POST /api/manage-recurring/request: the address the gifts were given with. */
export const recurringManageRequestSchema = z.object({
  email: z
    .string({ error: authMessages.invalidEmailAddress })
    .trim()
    .max(254)
    .pipe(z.email(authMessages.invalidEmailAddress)),
});
export type RecurringManageRequest = z.infer<typeof recurringManageRequestSchema>;

/** POST /api/manage-recurring/redeem: the token from the e-mailed link. */
export const recurringManageRedeemSchema = z.object({
  token: z.string({ error: m.linkInvalid }).min(20, m.linkInvalid).max(200, m.linkInvalid),
});

export const recurringManageMessageSchema = z.object({ message: z.string() });

/** The manage session: whose gifts it shows and until when. */
export const recurringManageSessionSchema = z.object({ email: z.string(), expiresAt: z.string() });
export type RecurringManageSession = z.infer<typeof recurringManageSessionSchema>;

/**
 * A gift as the manage page shows it: a guest's gift also says which card it charges (null when it was given
 * before the card was recorded) and can have its card changed; a registered donor's card is chosen in their wallet.
 */
export const managedRecurringSchema = donorRecurringSchema.extend({
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  cardChangeable: z.boolean(),
});
export type ManagedRecurring = z.infer<typeof managedRecurringSchema>;

export const recurringManageGiftsSchema = recurringManageSessionSchema.extend({
  gifts: z.array(managedRecurringSchema),
});
export type RecurringManageGifts = z.infer<typeof recurringManageGiftsSchema>;

const giftIdParams = z.object({ id: idParam(recurringMessages.notFound) });
const tags = ['recurring-manage'];

export const recurringManageOperations = {
  request: operation(endpoints.request, {
    access: 'public',
    summary:
      'E-mails a single-use 30-minute link to manage the recurring gifts of the address; the same answer either way',
    tags,
    body: recurringManageRequestSchema,
    responses: { 202: recurringManageMessageSchema },
  }),
  redeem: operation(endpoints.redeem, {
    access: 'public',
    summary: "Exchanges the e-mailed link's token for a 30-minute manage session (a cookie on this API's path only)",
    tags,
    body: recurringManageRedeemSchema,
    responses: { 200: recurringManageSessionSchema },
  }),
  list: operation(endpoints.list, {
    access: 'public',
    summary: "The manage session's recurring gifts, newest first",
    tags,
    responses: { 200: recurringManageGiftsSchema },
  }),
  change: operation(endpoints.change, {
    access: 'public',
    summary: 'Pauses, resumes or cancels one of the manage session’s recurring gifts',
    tags,
    params: giftIdParams,
    body: recurringActionSchema,
    responses: { 200: managedRecurringSchema },
  }),
  changeAmount: operation(endpoints.changeAmount, {
    access: 'public',
    summary: 'A new amount in cents for one of the manage session’s recurring gifts, from the next charge on',
    tags,
    params: giftIdParams,
    body: recurringAmountSchema,
    responses: { 200: managedRecurringSchema },
  }),
  cardSetup: operation(endpoints.cardSetup, {
    access: 'public',
    summary: "Starts collecting a new card for one of the manage session's guest recurring gifts (a setup intent)",
    tags,
    params: giftIdParams,
    responses: { 201: setupIntentResponseSchema },
  }),
  changeCard: operation(endpoints.changeCard, {
    access: 'public',
    summary: 'The card the setup intent confirmed pays the guest recurring gift from its next charge on',
    tags,
    params: giftIdParams,
    body: addPaymentMethodSchema,
    responses: { 200: managedRecurringSchema },
  }),
  end: operation(endpoints.end, {
    access: 'public',
    summary: 'Ends the manage session',
    tags,
    responses: { 200: recurringManageMessageSchema },
  }),
};
