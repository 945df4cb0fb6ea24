import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaigns, donations, recurringDonations, users } from '../../db/schema';

/**
 * The `data.object` of each event, a stable shape documented in docs/webhooks.md: add fields, never rename or
 * remove one. Money is in cents; times are ISO 8601 UTC.
 */
export interface DonationObject {
  object: 'donation';
  id: number;
  campaignId: number;
  amount: number;
  feeAmount: number;
  refundedAmount: number;
  currency: string;
  status: string;
  type: string;
  receiptNumber: number | null;
  createdAt: string;
  /** The account's or the guest's name and e-mail; null once the donor's personal data was erased. */
  donor: { name: string; email: string | null } | null;
}

export interface RecurringObject {
  object: 'recurring_donation';
  id: number;
  campaignId: number;
  amount: number;
  interval: string;
  status: string;
  nextPaymentDate: string | null;
}

export interface CampaignObject {
  object: 'campaign';
  id: number;
  title: string;
  goal: number;
  amountRaised: number;
}

export type WebhookObject = DonationObject | RecurringObject | CampaignObject | Record<string, unknown>;

/** The donations with these ids, in the order of `ids` (one statement, for a batch of payments too). */
export async function donationObjects(db: Executor, ids: number[]): Promise<DonationObject[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      donation: donations,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(donations)
    .leftJoin(users, eq(users.id, donations.userId))
    .where(sql`${donations.id} = any(${sql.param(ids)}::int[])`);
  const byId = new Map(rows.map((row) => [row.donation.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const d = row.donation;
    const registered = d.userId !== null && row.email !== null;
    const first = registered ? row.firstName : d.guestFirstName;
    const last = registered ? row.lastName : d.guestLastName;
    return [
      {
        object: 'donation' as const,
        id: d.id,
        campaignId: d.campaignId,
        amount: d.amount,
        feeAmount: d.feeAmount,
        refundedAmount: d.refundedAmount,
        currency: d.currency,
        status: d.status,
        type: d.donationType,
        receiptNumber: d.receiptNumber,
        createdAt: d.createdAt.toISOString(),
        donor: d.anonymizedAt
          ? null
          : {
              name: `${first ?? ''} ${last ?? ''}`.trim(),
              email: registered ? row.email : (d.guestEmail ?? null),
            },
      },
    ];
  });
}

export async function donationObject(db: Executor, id: number): Promise<DonationObject | undefined> {
  return (await donationObjects(db, [id]))[0];
}

export async function recurringObject(db: Executor, id: number): Promise<RecurringObject | undefined> {
  const [row] = await db.select().from(recurringDonations).where(eq(recurringDonations.id, id));
  if (!row) return undefined;
  return {
    object: 'recurring_donation',
    id: row.id,
    campaignId: row.campaignId,
    amount: row.amount,
    interval: row.interval,
    status: row.status,
    nextPaymentDate: row.nextPaymentDate?.toISOString() ?? null,
  };
}

export async function campaignObject(db: Executor, id: number): Promise<CampaignObject | undefined> {
  const [row] = await db
    .select({ id: campaigns.id, title: campaigns.title, goal: campaigns.goal, amountRaised: campaigns.amountRaised })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  return row ? { object: 'campaign', ...row } : undefined;
}
