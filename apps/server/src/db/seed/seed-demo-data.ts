import { randomBytes } from 'node:crypto';
import { addDays, DEFAULT_CURRENCY, subDays } from '@causeway/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import {
  campaignUpdates,
  campaigns,
  donations,
  organizations,
  paymentMethods,
  recurringDonations,
  rewards,
  users,
} from '../schema';
import { hashPassword } from '../../modules/auth/password';
import { recomputeCampaignTotals } from '../../modules/campaigns/campaign-totals.repository';
import { recomputeDonorSummaries } from '../../modules/donors/donors.service';
import { writeSetting } from '../../modules/settings/settings.repository';
import { seedGivingExtras } from './demo-giving-extras';
import { DEMO_FUNDRAISING_CAMPAIGN_KEY, seedDemoFundraisers } from './demo-fundraisers';
import { demoCampaigns, demoDonors, demoOrganizations, type DemoCampaign } from './demo-content';

export type DemoSeedResult =
  | { created: false }
  | { created: true; accounts: { label: 'administrator' | 'donor'; email: string; password: string }[] };

/**
 * Seeds the demo data into a database that has no campaigns yet (an administrator created beforehand with
 * `create-admin` does not count). Returns the one-time credentials of the demo accounts it created.
 */
export async function seedDemoData(db: Db, now = new Date()): Promise<DemoSeedResult> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(campaigns);
  if ((existing?.n ?? 0) > 0) return { created: false };

  const adminPassword = randomBytes(12).toString('base64url');
  const donorPassword = randomBytes(12).toString('base64url');
  // The other demo donors never sign in: they share one hash of a password nobody knows.
  const [adminHash, donorHash, lockedHash] = await Promise.all([
    hashPassword(adminPassword),
    hashPassword(donorPassword),
    hashPassword(randomBytes(24).toString('base64url')),
  ]);

  const credentials = await db.transaction(async (tx) => {
    const admin = await insertDemoUser(tx, {
      email: 'admin@example.org',
      username: 'admin',
      passwordHash: adminHash,
      firstName: 'Avery',
      lastName: 'Admin',
      role: 'admin',
      emailVerifiedAt: now,
    });
    const donor = await insertDemoUser(tx, {
      email: 'donor@example.org',
      username: 'demodonor',
      passwordHash: donorHash,
      firstName: 'Dana',
      lastName: 'Donor',
      emailVerifiedAt: now,
    });
    const others: { id: number }[] = [];
    for (const d of demoDonors) {
      const user = await insertDemoUser(tx, {
        email: `${d.username}@example.org`,
        username: d.username,
        passwordHash: lockedHash,
        firstName: d.firstName,
        lastName: d.lastName,
        emailVerifiedAt: now,
      });
      if (user.created) others.push(user);
    }
    const donorIds = [donor.id, ...others.map((o) => o.id)];

    const orgRows = await tx
      .insert(organizations)
      .values(demoOrganizations.map(({ name, description, contactEmail }) => ({ name, description, contactEmail })))
      .returning({ id: organizations.id });
    const orgIdByKey = new Map(demoOrganizations.map((o, i) => [o.key, orgRows[i]!.id]));

    let fundraisingCampaignId: number | undefined;
    for (const [index, campaign] of demoCampaigns.entries()) {
      const campaignId = await insertCampaign(tx, campaign, orgIdByKey, admin.id, now);
      await insertDonations(tx, campaign, campaignId, donorIds, index, now);
      if (campaign.key === DEMO_FUNDRAISING_CAMPAIGN_KEY) fundraisingCampaignId = campaignId;
    }
    if (donor.created) await insertDemoRecurringGift(tx, donor.id, now);
    // Supporters' pages and a team on one campaign, with some of its gifts through them (issue 25).
    if (fundraisingCampaignId !== undefined) await seedDemoFundraisers(tx, fundraisingCampaignId, now);
    await seedGivingExtras(tx);
    await writeSetting(tx, 'organization', {
      name: 'Causeway Community Giving',
      supportEmail: 'support@example.org',
      taxId: '12-3456789',
      stripeAccountId: '',
    });
    await recomputeCampaignTotals(tx);
    await recomputeDonorSummaries(tx);
    return [
      admin.created && { label: 'administrator' as const, email: 'admin@example.org', password: adminPassword },
      donor.created && { label: 'donor' as const, email: 'donor@example.org', password: donorPassword },
    ].filter((account) => account !== false);
  });
  return { created: true, accounts: credentials };
}

/** Inserts a demo account unless its e-mail or username is taken (e.g. by an administrator made earlier). */
async function insertDemoUser(tx: Tx, values: typeof users.$inferInsert): Promise<{ id: number; created: boolean }> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${values.email}) or lower(${users.username}) = lower(${values.username})`);
  if (taken) return { id: taken.id, created: false };
  const [row] = await tx.insert(users).values(values).returning({ id: users.id });
  return { id: row!.id, created: true };
}

async function insertCampaign(
  tx: Tx,
  c: DemoCampaign,
  orgIdByKey: Map<string, number>,
  adminId: number,
  now: Date,
): Promise<number> {
  const startDate = addDays(now, c.startOffsetDays);
  const [row] = await tx
    .insert(campaigns)
    .values({
      title: c.title,
      shortDescription: c.shortDescription,
      description: c.description,
      category: c.category,
      status: c.status,
      currency: c.currency ?? DEFAULT_CURRENCY,
      goal: c.goalCents,
      startDate,
      endDate: c.endOffsetDays === null ? null : addDays(now, c.endOffsetDays),
      featuredImageUrl: `/demo-images/${c.image}`,
      organizationId: orgIdByKey.get(c.organizationKey) ?? null,
      createdById: adminId,
      createdAt: startDate,
    })
    .returning({ id: campaigns.id });
  const campaignId = row!.id;
  if (c.rewards.length > 0) {
    await tx.insert(rewards).values(
      c.rewards.map((r, i) => ({
        campaignId,
        title: r.title,
        description: r.description,
        minimumAmount: r.minimumAmountCents,
        sortOrder: i,
      })),
    );
  }
  if (c.updates.length > 0) {
    await tx.insert(campaignUpdates).values(
      c.updates.map((u) => ({
        campaignId,
        authorId: adminId,
        title: u.title,
        content: u.content,
        isPublic: u.isPublic,
        createdAt: subDays(now, u.daysAgo),
      })),
    );
  }
  return campaignId;
}

/** Deterministic, so every fresh demo database tells the same story. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const guestNames = [
  ['Priya', 'Raman'],
  ['Tomás', 'Ortega'],
  ['Hannah', 'Lindqvist'],
  ['Kwame', 'Mensah'],
  ['Lucía', 'Fernández'],
  ['Oliver', 'Grant'],
] as const;

async function insertDonations(
  tx: Tx,
  c: DemoCampaign,
  campaignId: number,
  donorIds: number[],
  seed: number,
  now: Date,
): Promise<void> {
  if (c.status === 'draft' || c.donationPlan.count === 0) return;
  const random = prng(seed + 1);
  const start = addDays(now, c.startOffsetDays).getTime();
  const end = Math.min(
    now.getTime() - 60_000,
    c.endOffsetDays === null ? Infinity : addDays(now, c.endOffsetDays).getTime(),
  );
  const rows: (typeof donations.$inferInsert)[] = [];
  // A gift is in its campaign's currency (issue 26).
  const currency = c.currency ?? DEFAULT_CURRENCY;
  for (let i = 0; i < c.donationPlan.count; i++) {
    const { minCents, maxCents } = c.donationPlan;
    // Many small gifts and a few large ones, in whole dollars or euros (hundreds of yen).
    const amount = Math.max(100, Math.round((minCents + (maxCents - minCents) * random() ** 2) / 100) * 100);
    const createdAt = new Date(start + (end - start) * random());
    const guest = random() < 0.3 ? guestNames[Math.floor(random() * guestNames.length)]! : undefined;
    rows.push({
      campaignId,
      amount,
      currency,
      status: 'succeeded',
      donationType: 'one_time',
      provider: 'sandbox',
      paymentIntentId: `seed_${campaignId}_${i}`,
      receiptNumber: sql`nextval('receipt_number_seq')` as unknown as number,
      anonymous: random() < 0.15,
      userId: guest ? null : donorIds[Math.floor(random() * donorIds.length)]!,
      guestEmail: guest ? `${guest[0].toLowerCase()}.${guest[1].toLowerCase()}@example.net` : null,
      guestFirstName: guest?.[0] ?? null,
      guestLastName: guest?.[1] ?? null,
      createdAt,
      succeededAt: createdAt,
      updatedAt: createdAt,
    });
  }
  // A declined card: recorded, never counted in any total.
  rows.push({
    campaignId,
    // 2,500 minor units of the campaign's currency: $25, €25 or ¥2,500.
    amount: 2500,
    currency,
    status: 'failed',
    provider: 'sandbox',
    paymentIntentId: `seed_${campaignId}_failed`,
    userId: donorIds[seed % donorIds.length]!,
    failureMessage: 'Your card was declined.',
  });
  await tx.insert(donations).values(rows);
}

/** The demo donor gives monthly to the first active campaign, so the donor area has something to manage. */
async function insertDemoRecurringGift(tx: Tx, donorId: number, now: Date): Promise<void> {
  const [target] = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(sql`${campaigns.status} = 'active' and (${campaigns.endDate} is null or ${campaigns.endDate} > now())`)
    .orderBy(campaigns.id)
    .limit(1);
  if (!target) return;
  const [card] = await tx
    .insert(paymentMethods)
    .values({
      userId: donorId,
      provider: 'sandbox',
      providerPaymentMethodId: 'pm_sandbox_demo_visa',
      brand: 'visa',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: now.getUTCFullYear() + 3,
      isDefault: true,
    })
    .returning({ id: paymentMethods.id });
  const firstCharge = subDays(now, 40);
  const secondCharge = subDays(now, 10);
  const [gift] = await tx
    .insert(recurringDonations)
    .values({
      userId: donorId,
      campaignId: target.id,
      paymentMethodId: card!.id,
      amount: 2500,
      interval: 'monthly',
      status: 'active',
      provider: 'sandbox',
      providerSubscriptionId: 'sub_sandbox_demo',
      nextPaymentDate: addDays(now, 20),
      createdAt: firstCharge,
    })
    .returning({ id: recurringDonations.id });
  await tx.insert(donations).values(
    [firstCharge, secondCharge].map((at, i) => ({
      campaignId: target.id,
      userId: donorId,
      recurringDonationId: gift!.id,
      amount: 2500,
      status: 'succeeded' as const,
      donationType: 'recurring' as const,
      provider: 'sandbox',
      paymentIntentId: `seed_recurring_${i}`,
      receiptNumber: sql`nextval('receipt_number_seq')` as unknown as number,
      createdAt: at,
      succeededAt: at,
      updatedAt: at,
    })),
  );
}
