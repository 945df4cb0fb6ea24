import { z } from 'zod';
import { campaignIdParamsSchema } from './campaigns.schemas';
import { donationStatuses } from './donations';
import { idParam } from './ids.schemas';
import { operation } from './operation';
import { pageNumberSchema, pageSchemaOf } from './paging.schemas';
import {
  ADMIN_SUPPORT_MESSAGES_PAGE_SIZE,
  SUPPORT_MESSAGES_PAGE_SIZE,
  supportMessageEndpoints as e,
  supportMessageErrors,
} from './support-messages';

export const supportMessagePageQuerySchema = z.object({ page: pageNumberSchema });

/**
 * One message as the campaign page shows it: the name already decided by the server (supporterName: "Ada L." or
 * "Anonymous") and the amount only when the donor allowed it. Plain text: the page shows it as text.
 */
export const publicSupportMessageSchema = z.object({
  name: z.string(),
  /** The gift in cents, or null when the donor did not allow it to be shown. */
  amount: z.number().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type PublicSupportMessage = z.infer<typeof publicSupportMessageSchema>;

/** GET /api/campaigns/{id}/support-messages: newest first, only succeeded gifts', never a hidden one. */
export const supportMessagePageSchema = pageSchemaOf(publicSupportMessageSchema, SUPPORT_MESSAGES_PAGE_SIZE);
export type SupportMessagePage = z.infer<typeof supportMessagePageSchema>;

/** One message as an administrator reviews it: the donor, the gift's status, the donor's choices, hidden or not. */
export const adminSupportMessageSchema = z.object({
  donationId: z.number(),
  body: z.string(),
  createdAt: z.string(),
  donorName: z.string(),
  donorEmail: z.string().nullable(),
  /** The name the campaign page shows (or would show once the gift succeeds). */
  publicName: z.string(),
  amount: z.number(),
  donationStatus: z.enum(donationStatuses),
  anonymous: z.boolean(),
  showName: z.boolean(),
  showAmount: z.boolean(),
  hidden: z.boolean(),
  hiddenAt: z.string().nullable(),
  hiddenBy: z.string().nullable(),
  /** Whether the campaign page shows it now: the gift succeeded and it is not hidden. */
  public: z.boolean(),
});
export type AdminSupportMessage = z.infer<typeof adminSupportMessageSchema>;

export const adminSupportMessagePageSchema = pageSchemaOf(adminSupportMessageSchema, ADMIN_SUPPORT_MESSAGES_PAGE_SIZE);
export type AdminSupportMessagePage = z.infer<typeof adminSupportMessagePageSchema>;

export const supportMessageParamsSchema = z.object({ donationId: idParam(supportMessageErrors.messageNotFound) });

export const supportMessageOperations = {
  list: operation(e.list, {
    access: 'public',
    summary:
      "A campaign's words of support, newest first, 10 a page: only succeeded gifts', never a hidden one; the name " +
      'and amount only as the donor allowed',
    tags: ['campaigns'],
    params: campaignIdParamsSchema,
    query: supportMessagePageQuerySchema,
    responses: { 200: supportMessagePageSchema },
  }),
  adminList: operation(e.adminList, {
    access: 'admin',
    summary: "Every word of support on a campaign, newest first, hidden ones too, with the donor and the gift's status",
    tags: ['admin/support-messages'],
    params: campaignIdParamsSchema,
    query: supportMessagePageQuerySchema,
    responses: { 200: adminSupportMessagePageSchema },
  }),
  hide: operation(e.hide, {
    access: 'admin',
    summary: 'Hides a message from the campaign page (every public answer); idempotent',
    tags: ['admin/support-messages'],
    params: supportMessageParamsSchema,
    responses: { 200: adminSupportMessageSchema },
  }),
  unhide: operation(e.unhide, {
    access: 'admin',
    summary: 'Shows a hidden message on the campaign page again; idempotent',
    tags: ['admin/support-messages'],
    params: supportMessageParamsSchema,
    responses: { 200: adminSupportMessageSchema },
  }),
};
