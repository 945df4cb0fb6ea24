import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { campaigns, donations, organizations, recurringDonations, users } from '../../db/schema';

const donor = alias(users, 'donor');

/** Everything a receipt shows about one donation. */
export async function findReceiptDetails(db: Executor, donationId: number) {
  const [row] = await db
    .select({
      donation: donations,
      campaignTitle: campaigns.title,
      organizationName: organizations.name,
      donorEmail: donor.email,
      donorFirstName: donor.firstName,
      donorLastName: donor.lastName,
      recurringInterval: recurringDonations.interval,
    })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .leftJoin(organizations, eq(organizations.id, campaigns.organizationId))
    .leftJoin(donor, eq(donor.id, donations.userId))
    .leftJoin(recurringDonations, eq(recurringDonations.id, donations.recurringDonationId))
    .where(eq(donations.id, donationId));
  return row;
}
export type ReceiptDetails = NonNullable<Awaited<ReturnType<typeof findReceiptDetails>>>;
