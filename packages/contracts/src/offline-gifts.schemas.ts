import { z } from 'zod';
import { ledgerDonationDetailSchema } from './donation-ledger.schemas';
import { currencyBounds, currencyCodes, currencyOf, currencyRules, toMinorUnits } from './currencies';
import { donationMessages } from './donations';
import { giftAmountSchema } from './donations.schemas';
import { operation } from './operation';
import {
  latestReceivedDay,
  OFFLINE_NOTE_MAX,
  offlineGiftEndpoints as e,
  offlineGiftMessages as m,
  offlineMethods,
} from './offline-gifts';

const emailSchema = z
  .string({ error: donationMessages.emailInvalid })
  .trim()
  .max(254, donationMessages.emailInvalid)
  .pipe(z.email(donationMessages.emailInvalid));

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not) and is not after today. */
const receivedOnSchema = z
  .string({ error: m.receivedOnInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: m.receivedOnInvalid, abort: true })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { message: m.receivedOnInvalid, abort: true },
  )
  .refine((value) => value <= latestReceivedDay(), m.receivedOnFuture);

const name = (required: string) => z.string({ error: required }).trim().max(80, 'Names are at most 80 characters');

/**
 * The giver: `{ userId }` of a donor account, or a guest's `{ email, firstName, lastName }` (a guest as on the
 * donation form: an e-mail that also belongs to an account still records a guest gift, as online).
 */
const offlineDonorSchema = z
  .object(
    {
      userId: z.number({ error: m.donorNotFound }).int(m.donorNotFound).positive(m.donorNotFound).optional(),
      email: z.string({ error: donationMessages.emailInvalid }).trim().optional(),
      firstName: name(donationMessages.firstNameRequired).optional(),
      lastName: name(donationMessages.lastNameRequired).optional(),
    },
    { error: m.donorRequired },
  )
  .superRefine((donor, ctx) => {
    const guestFields = [donor.email, donor.firstName, donor.lastName].filter(Boolean);
    if (donor.userId !== undefined) {
      if (guestFields.length > 0) ctx.addIssue({ code: 'custom', message: m.donorBoth });
      return;
    }
    if (guestFields.length === 0) {
      ctx.addIssue({ code: 'custom', message: m.donorRequired });
      return;
    }
    if (!emailSchema.safeParse(donor.email ?? '').success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: donationMessages.emailInvalid });
    }
    if (!donor.firstName)
      ctx.addIssue({ code: 'custom', path: ['firstName'], message: donationMessages.firstNameRequired });
    if (!donor.lastName)
      ctx.addIssue({ code: 'custom', path: ['lastName'], message: donationMessages.lastNameRequired });
  })
  .transform((donor): { userId: number } | { email: string; firstName: string; lastName: string } =>
    donor.userId !== undefined
      ? { userId: donor.userId }
      : { email: donor.email!, firstName: donor.firstName!, lastName: donor.lastName! },
  );
export type OfflineDonor = z.output<typeof offlineDonorSchema>;

/** POST /api/admin/offline-gifts: amounts in minor units, with the online gift's bounds in the campaign's currency. */
export const offlineGiftBodySchema = z.object({
  campaignId: z.number({ error: m.campaignRequired }).int(m.campaignRequired).positive(m.campaignRequired),
  /** Minor units of the campaign's currency; the server checks that currency's bounds (issue 26). */
  amount: giftAmountSchema,
  method: z.enum(offlineMethods, { error: m.methodRequired }),
  receivedOn: receivedOnSchema,
  donor: offlineDonorSchema,
  note: z.string().trim().max(OFFLINE_NOTE_MAX, m.noteTooLong).optional(),
  anonymous: z.boolean().default(false),
  sendReceipt: z.boolean().default(true),
});
export type OfflineGiftBody = z.input<typeof offlineGiftBodySchema>;
export type ParsedOfflineGift = z.output<typeof offlineGiftBodySchema>;

// The donor's messages show with the others' on the first submit, not only once the amount and date are right
// (a refinement is skipped by default while any field has failed).
const whenAnObject = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/**
 * The "Record offline gift" form, in major units of the chosen campaign's currency as people type them (dollars,
 * euros, whole yen), checked against that currency's bounds with the server's messages (issue 26; in US dollars
 * 'Minimum donation amount is $1' as before): an existing donor picked from a search (its account id, or a guest's
 * details filled in), or a guest typed in.
 */
export const offlineGiftFormSchema = z
  .object({
    campaignId: z.string().min(1, m.campaignRequired),
    amount: z.number({ error: donationMessages.amountInvalid }),
    /** The chosen campaign's currency, which the gift is recorded in. */
    currency: z.enum(currencyCodes),
    method: z.enum(offlineMethods, { error: m.methodRequired }),
    receivedOn: receivedOnSchema,
    donorMode: z.enum(['existing', 'guest']),
    userId: z.number().nullable(),
    email: z.string().trim(),
    firstName: z.string().trim().max(80, 'Names are at most 80 characters'),
    lastName: z.string().trim().max(80, 'Names are at most 80 characters'),
    note: z.string().trim().max(OFFLINE_NOTE_MAX, m.noteTooLong),
    anonymous: z.boolean(),
    sendReceipt: z.boolean(),
  })
  .superRefine((form, ctx) => {
    const amountIssue = offlineAmountIssue(form.amount, form.currency);
    if (amountIssue) ctx.addIssue({ code: 'custom', path: ['amount'], message: amountIssue });
    if (form.donorMode === 'existing' && form.userId === null && !form.email) {
      ctx.addIssue({ code: 'custom', path: ['userId'], message: m.donorRequired });
      return;
    }
    if (form.userId !== null) return;
    if (!emailSchema.safeParse(form.email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: donationMessages.emailInvalid });
    }
    if (!form.firstName)
      ctx.addIssue({ code: 'custom', path: ['firstName'], message: donationMessages.firstNameRequired });
    if (!form.lastName)
      ctx.addIssue({ code: 'custom', path: ['lastName'], message: donationMessages.lastNameRequired });
  }, whenAnObject);
export type OfflineGiftForm = z.input<typeof offlineGiftFormSchema>;

/** What is wrong with a typed amount in the currency: a part of a yen, or outside its bounds; null when nothing. */
function offlineAmountIssue(amount: number, currency: string): string | null {
  if (!Number.isFinite(amount)) return null;
  if (currencyRules[currencyOf(currency)].decimals === 0 && !Number.isInteger(amount))
    return donationMessages.amountInvalid;
  const minor = toMinorUnits(amount, currency);
  const { minDonation, maxDonation } = currencyBounds(currency);
  if (minor < minDonation) return donationMessages.amountMinOf(currency);
  if (minor > maxDonation) return donationMessages.amountMaxOf(currency);
  return null;
}

export const offlineGiftOperations = {
  record: operation(e.record, {
    access: 'admin',
    summary:
      'Records a gift received offline (cash, cheque, bank transfer) as a succeeded donation with the next receipt ' +
      "number; it counts in the campaign's totals and the donor's, and its receipt is e-mailed unless told not to",
    tags: ['admin/donations'],
    body: offlineGiftBodySchema,
    responses: { 201: ledgerDonationDetailSchema },
  }),
};
