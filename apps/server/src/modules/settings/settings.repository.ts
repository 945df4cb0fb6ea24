import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema';

export async function readSetting(db: Executor, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  return row?.value;
}

export async function writeSetting(db: Executor, key: string, value: unknown, updatedById?: number): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedById })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedById, updatedAt: new Date() } });
}

export async function insertSettingIfAbsent(db: Executor, key: string, value: unknown): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoNothing();
}
