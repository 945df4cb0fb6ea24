import { z } from 'zod';
import {
  cleanDonorText,
  SOURCE_VALUE_MAX,
  SUPPORT_MESSAGE_MAX,
  supportMessageMessages,
  TRIBUTE_MESSAGE_MAX,
  TRIBUTE_NAME_MAX,
  tributeKinds,
  tributeMessages as t,
} from './gift-extras';
import { hostNameOf, httpOriginOf } from './donation-sources';

const cleaned = z.string().transform(cleanDonorText);
/** Optional text: '' and blanks mean absent. */
const optionalText = (max: number, message: string) =>
  cleaned
    .pipe(z.string().max(max, message))
    .transform((v) => (v === '' ? null : v))
    .nullish();

/** "Dedicate this gift" (issue 24): in honour or in memory of someone, optionally with a card to a recipient. */
export const tributeSchema = z.object({
  kind: z.enum(tributeKinds, { error: t.kindRequired }),
  honoreeName: z
    .string({ error: t.honoreeRequired })
    .transform(cleanDonorText)
    .pipe(z.string().min(1, t.honoreeRequired).max(TRIBUTE_NAME_MAX, t.honoreeTooLong)),
  recipientName: optionalText(TRIBUTE_NAME_MAX, t.recipientNameTooLong),
  recipientEmail: z
    .string()
    .trim()
    .max(254, t.recipientEmailInvalid)
    .pipe(z.email(t.recipientEmailInvalid))
    .nullish()
    .or(z.literal('').transform(() => null)),
  message: optionalText(TRIBUTE_MESSAGE_MAX, t.messageTooLong),
  /** The recipient's card shows the amount only when the donor ticks "show the amount". */
  showAmount: z.boolean().default(false),
});
export type TributeInput = z.input<typeof tributeSchema>;
export type Tribute = z.output<typeof tributeSchema>;

/** Words of support (issue 24): a public message with the gift, shown once the gift succeeds. */
export const supportMessageSchema = z.object({
  body: cleaned.pipe(z.string().max(SUPPORT_MESSAGE_MAX, supportMessageMessages.tooLong)),
  /** Show the donor's name beside it; otherwise "Anonymous". */
  showName: z.boolean().default(true),
  /** Show the amount beside it. */
  showAmount: z.boolean().default(false),
});
export type SupportMessageInput = z.input<typeof supportMessageSchema>;

/** A source value as the browser reports it: trimmed and cut to length, never rejected (it is only a label). */
const sourceValue = z
  .string()
  .transform((v) => cleanDonorText(v).replace(/\s+/g, ' ').slice(0, SOURCE_VALUE_MAX))
  .transform((v) => (v === '' ? null : v))
  .nullish()
  .catch(null);

/**
 * Where a gift came from (issue 24): the landing URL's utm_* parameters (kept for the visit in sessionStorage),
 * the widget's or pop-up's host page origin, and the referrer's host. Labels only: a bad value is dropped, not an error.
 */
export const donationSourceSchema = z.object({
  utmSource: sourceValue,
  utmMedium: sourceValue,
  utmCampaign: sourceValue,
  /** Only an http(s) origin ("https://example.org"); anything else is dropped. */
  hostOrigin: sourceValue.transform(httpOriginOf),
  /** Only a host name ("news.example.org"); anything else is dropped. */
  referrerHost: sourceValue.transform(hostNameOf),
});
export type DonationSourceInput = z.input<typeof donationSourceSchema>;
export type DonationSource = z.output<typeof donationSourceSchema>;

/** The optional parts of a gift (issue 24), shared by every way of giving. */
export const giftExtrasSchema = z.object({
  tribute: tributeSchema.nullish(),
  supportMessage: supportMessageSchema.nullish(),
  source: donationSourceSchema.nullish().catch(null),
  /** The supporter's page the gift is given through (issue 25): it counts for the page and its team too. */
  fundraiserId: z.number({ error: 'fundraiserId must be a number' }).int().positive().nullish(),
});
