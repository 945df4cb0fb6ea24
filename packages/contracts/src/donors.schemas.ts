import { z } from 'zod';
import { currencyCodes } from './currencies';
import { oneOf, pageNumberSchema, pageSchemaOf, searchTextSchema } from './paging.schemas';
import { DONOR_PAGE_SIZE, donorFilters } from './admin';
import { donorDonationSchema, donorRecurringSchema } from './donor-dashboard.schemas';
import { donorEndpoints } from './donors';
import { operation } from './operation';

/** GET /api/admin/donors (admin spec section 2, Donor list). */
export const donorListQuerySchema = z.object({
  filter: oneOf(donorFilters, 'filter').default('all'),
  q: searchTextSchema,
  page: pageNumberSchema,
});
export type DonorListQuery = z.input<typeof donorListQuerySchema>;

/** What a donor gave in one currency, net of refunds: minor units of it (issue 26). */
export const currencyTotalSchema = z.object({ currency: z.enum(currencyCodes), total: z.number() });
export type CurrencyTotal = z.infer<typeof currencyTotalSchema>;

/**
 * A donor: a registered user, or a guest e-mail (all of that address's guest gifts). `key` is 'u{id}' or
 * 'g{email}'. Counts and totals over succeeded donations only. `totals`: what they gave in each currency, in the
 * currency table's order; the amounts to show (issue 26). `totalDonated`: the list's order (largest first) and
 * the 'top' filter: the donor's gifts in cents when all are in US dollars; otherwise each currency weighed at the
 * currency table's scale (¥100 or kr 10 count as $1), an order, not an amount to show.
 */
export const adminDonorSchema = z.object({
  key: z.string(),
  id: z.number().nullable(),
  isGuest: z.boolean(),
  username: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  totalDonated: z.number(),
  totals: z.array(currencyTotalSchema),
  donationCount: z.number(),
  /** Recurring gifts ever started (any status). */
  recurringCount: z.number(),
  firstDonationAt: z.string().nullable(),
  lastDonationAt: z.string().nullable(),
});
export type AdminDonor = z.infer<typeof adminDonorSchema>;

export const donorPageSchema = pageSchemaOf(adminDonorSchema, DONOR_PAGE_SIZE);

/** GET /api/admin/donors/{key}: the donor, their donations (newest first) and recurring gifts. */
export const donorDetailSchema = z.object({
  donor: adminDonorSchema,
  // The donor area's own shapes: a donation without the donor's name (it is the page's), a recurring gift
  // without its covered fee.
  donations: z.array(donorDonationSchema.omit({ user: true })),
  recurringDonations: z.array(donorRecurringSchema.omit({ feeAmount: true })),
});
export type DonorDetail = z.infer<typeof donorDetailSchema>;

export const donorKeyParamsSchema = z.object({
  key: z.string().regex(/^(u[1-9]\d{0,9}|g.{3,254})$/, 'Donor not found'),
});
export const donorMessages = { notFound: 'Donor not found' } as const;

export const donorOperations = {
  list: operation(donorEndpoints.list, {
    access: 'admin',
    summary: 'One page of donors (accounts and guest e-mails), highest total first, filtered and searched',
    tags: ['admin/donors'],
    query: donorListQuerySchema,
    responses: { 200: donorPageSchema },
  }),
  detail: operation(donorEndpoints.detail, {
    access: 'admin',
    summary: "One donor ('u{id}' or 'g{email}') with their donations, newest first, and recurring gifts",
    tags: ['admin/donors'],
    params: donorKeyParamsSchema,
    responses: { 200: donorDetailSchema },
  }),
};
