import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { campaigns, donations, organizations, paymentMethods, users } from './schema';
import { createTestDatabase } from '../test/test-database';

let database: DatabaseHandle;
let orgId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  const [org] = await database.db.insert(organizations).values({ name: 'Constraint Test Trust' }).returning();
  orgId = org!.id;
});
afterAll(() => database.close());

const campaign = (overrides: Partial<typeof campaigns.$inferInsert> = {}) => ({
  title: 'A test campaign',
  shortDescription: 'A short description that is long enough',
  description: 'Long description',
  goal: 10_000,
  organizationId: orgId,
  ...overrides,
});

/** The database itself refuses bad rows, whatever code path writes them. */
describe('schema constraints', () => {
  it('refuses a goal under $100 (10000 cents)', async () => {
    await expect(database.db.insert(campaigns).values(campaign({ goal: 9_999 }))).rejects.toThrow();
    await expect(database.db.insert(campaigns).values(campaign({ goal: 10_000 }))).resolves.toBeDefined();
  });

  it('refuses unknown statuses and categories', async () => {
    await expect(
      database.db.execute(sql`insert into campaigns (title, short_description, description, goal, status)
      values ('t', 's', 'd', 10000, 'deleted')`),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`insert into campaigns (title, short_description, description, goal, category)
      values ('t', 's', 'd', 10000, 'sports')`),
    ).rejects.toThrow();
  });

  it('refuses a second user whose e-mail or username differs only in case', async () => {
    const base = { passwordHash: 'x', role: 'donor' as const };
    await database.db.insert(users).values({ ...base, email: 'Case@Example.com', username: 'CaseUser' });
    await expect(
      database.db.insert(users).values({ ...base, email: 'case@example.COM', username: 'other' }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(users).values({ ...base, email: 'other@example.com', username: 'caseuser' }),
    ).rejects.toThrow();
  });

  it('refuses non-positive donation amounts and negative fees', async () => {
    const [c] = await database.db.insert(campaigns).values(campaign()).returning();
    const donation = { campaignId: c!.id, provider: 'sandbox' };
    await expect(database.db.insert(donations).values({ ...donation, amount: 0 })).rejects.toThrow();
    await expect(database.db.insert(donations).values({ ...donation, amount: 100, feeAmount: -1 })).rejects.toThrow();
    await expect(database.db.insert(donations).values({ ...donation, amount: 100 })).resolves.toBeDefined();
  });

  it('allows only one default card per donor', async () => {
    const [u] = await database.db
      .insert(users)
      .values({ email: 'cards@example.com', username: 'cards', passwordHash: 'x' })
      .returning();
    const card = { userId: u!.id, provider: 'sandbox', brand: 'visa', last4: '4242', expiryMonth: 1, expiryYear: 2030 };
    await database.db.insert(paymentMethods).values({ ...card, providerPaymentMethodId: 'pm_1', isDefault: true });
    await expect(
      database.db.insert(paymentMethods).values({ ...card, providerPaymentMethodId: 'pm_2', isDefault: true }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(paymentMethods).values({ ...card, providerPaymentMethodId: 'pm_3', last4: '42' }),
    ).rejects.toThrow();
  });
});
