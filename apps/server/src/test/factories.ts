import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { campaigns, donations, organizations, users } from '../db/schema';
import { recomputeCampaignTotals } from '../modules/campaigns/campaign-totals.repository';
import { donorKeyOf, refreshDonorSummary } from '../modules/donors/donors.service';
import { hashPassword } from '../modules/auth/password';

let counter = 0;
/** A value no other test in the run will produce. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}${randomBytes(3).toString('hex')}`;
}

export interface MadeUser {
  id: number;
  email: string;
  username: string;
  password: string;
  role: 'donor' | 'admin';
}

export async function makeUser(db: Db, overrides: Partial<Omit<MadeUser, 'id'>> = {}): Promise<MadeUser> {
  const username = overrides.username ?? unique('user');
  const values = {
    email: overrides.email ?? `${username}@example.com`,
    username,
    password: overrides.password ?? 'correct-horse-battery',
    role: overrides.role ?? ('donor' as const),
  };
  const [row] = await db
    .insert(users)
    .values({
      email: values.email,
      username: values.username,
      passwordHash: await hashPassword(values.password),
      role: values.role,
    })
    .returning({ id: users.id });
  return { id: row!.id, ...values };
}

/**
 * Letters only, so text search sees it as one word. Consonants other than s and y only: English stemming then
 * leaves the word and every prefix of it alone (no -s, -ed, -ing, -y endings), so prefix searches are stable.
 */
export function uniqueWord(): string {
  const letters = 'bcdfghjklmnpqrtvwxz';
  let word = 'zq';
  for (const byte of randomBytes(10)) word += letters[byte % letters.length];
  return word;
}

export async function makeOrganization(db: Db, overrides: Partial<typeof organizations.$inferInsert> = {}) {
  const [row] = await db
    .insert(organizations)
    .values({ name: unique('Org '), description: 'Helps people.', ...overrides })
    .returning();
  return row!;
}

export async function makeCampaign(db: Db, overrides: Partial<typeof campaigns.$inferInsert> = {}) {
  const organizationId = overrides.organizationId ?? (await makeOrganization(db)).id;
  const [row] = await db
    .insert(campaigns)
    .values({
      title: `Campaign ${uniqueWord()}`,
      shortDescription: 'A short description that is long enough to pass.',
      description: 'First paragraph.\n\nSecond paragraph.',
      category: 'education',
      status: 'active',
      goal: 100_000,
      organizationId,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A donation row as the payment state machine would leave it; totals are recomputed like the real path. */
export async function makeDonation(db: Db, overrides: Partial<typeof donations.$inferInsert> & { campaignId: number }) {
  const [row] = await db
    .insert(donations)
    .values({
      amount: 2_500,
      status: 'succeeded',
      provider: 'sandbox',
      paymentIntentId: unique('pi_test_'),
      guestEmail: overrides.userId ? null : `${unique('guest')}@example.com`,
      ...overrides,
    })
    .returning();
  await recomputeCampaignTotals(db, overrides.campaignId);
  await db.transaction((tx) => refreshDonorSummary(tx, donorKeyOf(row!)));
  return row!;
}

/** A new user of `role`, signed in through the real login route; `cookie` goes in a request's headers. */
export async function signIn(app: FastifyInstance, db: Db, role: 'donor' | 'admin' = 'donor') {
  const user = await makeUser(db, { role });
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: user });
  const session = res.cookies.find((c) => c.name === 'causeway_session');
  if (!session) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { user, cookie: `causeway_session=${session.value}` };
}
