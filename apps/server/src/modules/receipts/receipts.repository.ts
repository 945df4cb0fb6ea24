import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { campaigns, donationTributes, donations, organizations, recurringDonations, users } from '../../db/schema';

const donor = alias(users, 'donor');

const receiptDetailsQuery = (db: Executor) =>
  db
    .select({
      donation: donations,
      campaignTitle: campaigns.title,
      organizationName: organizations.name,
      donorEmail: donor.email,
      donorFirstName: donor.firstName,
      donorLastName: donor.lastName,
      // The donor's saved language: a renewal's receipt is written in it (issue 26).
      donorLocale: donor.locale,
      recurringInterval: recurringDonations.interval,
      // "Dedicate this gift" (issue 24): shown on the receipt.
      tributeKind: donationTributes.kind,
      tributeHonoreeName: donationTributes.honoreeName,
    })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .leftJoin(organizations, eq(organizations.id, campaigns.organizationId))
    .leftJoin(donor, eq(donor.id, donations.userId))
    .leftJoin(recurringDonations, eq(recurringDonations.id, donations.recurringDonationId))
    .leftJoin(donationTributes, eq(donationTributes.donationId, donations.id));

/** Everything a receipt shows about one donation. */
export async function findReceiptDetails(db: Executor, donationId: number) {
  const [row] = await receiptDetailsQuery(db).where(eq(donations.id, donationId));
  return row;
}

/**
 * The same for several donations at once (the receipts of a batch of payments), in no particular order. One
 * array parameter, so the statement's text, and its prepared plan, are the same for any number of donations.
 */
export async function findReceiptDetailsOf(db: Executor, donationIds: number[]) {
  return receiptDetailsQuery(db).where(sql`${donations.id} = any(${sql.param(donationIds)}::int[])`);
}

type ReceiptRow = NonNullable<Awaited<ReturnType<typeof findReceiptDetails>>>;
type TributeColumns = 'tributeKind' | 'tributeHonoreeName';
/** A receipt's details; a receipt built elsewhere (a test, a preview) may leave the dedication out. */
export type ReceiptDetails = Omit<ReceiptRow, TributeColumns> & Partial<Pick<ReceiptRow, TributeColumns>>;
