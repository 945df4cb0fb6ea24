import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema';

export async function readSetting(db: Executor, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  return row?.value;
}

/** The NOTIFY channel of setting changes; every process's SettingsCache listens on it (settings-cache.ts). */
export const SETTINGS_CHANNEL = 'causeway_settings';

/** Tells every process that `key` changed; inside a transaction, PostgreSQL sends it when the transaction commits. */
async function announce(db: Executor, key: string): Promise<void> {
  await db.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, ${key})`);
}

export async function writeSetting(db: Executor, key: string, value: unknown, updatedById?: number): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedById })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedById, updatedAt: new Date() } });
  await announce(db, key);
}

export async function insertSettingIfAbsent(db: Executor, key: string, value: unknown): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoNothing();
  await announce(db, key);
}
