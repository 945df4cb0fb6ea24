import { asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaigns, organizations } from '../../db/schema';

export type OrganizationRow = typeof organizations.$inferSelect;

/** Every organization with the number of its campaigns (any status), by name. */
export function listOrganizationsWithCounts(db: Executor) {
  return db
    .select({ organization: organizations, campaignCount: count(campaigns.id) })
    .from(organizations)
    .leftJoin(campaigns, eq(campaigns.organizationId, organizations.id))
    .groupBy(organizations.id)
    .orderBy(sql`lower(${organizations.name})`, asc(organizations.id));
}

export async function insertOrganization(db: Executor, values: typeof organizations.$inferInsert) {
  const [row] = await db.insert(organizations).values(values).returning();
  return row!;
}

export async function organizationExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id)).limit(1);
  return row !== undefined;
}
