import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../test/test-database';
import { readSetting, writeSetting } from './settings.repository';
import { SettingsCache } from './settings-cache';
import { getReceiptNote } from './settings.service';

// A loaded CI machine may take longer than vi.waitFor's default second to deliver an announcement.
const patience = { timeout: 15_000 };
let database: DatabaseHandle;
let processA: SettingsCache;
let processB: SettingsCache;
beforeAll(async () => {
  database = await createTestDatabase();
  // Two caches on one database: what two app processes have.
  processA = await SettingsCache.open(database);
  processB = await SettingsCache.open(database);
});
afterAll(async () => {
  await processA.close();
  await processB.close();
  await database.close();
});

/** Changes the stored value behind every cache's back: no NOTIFY, as a hand edit in psql would. */
const editQuietly = (key: string, value: unknown) =>
  database.db.execute(sql`update settings set value = ${JSON.stringify(value)}::jsonb where key = ${key}`);

describe('the settings cache', () => {
  it('reads a setting once and keeps it until a change is announced', async () => {
    const seen = processA.changesSeen;
    await writeSetting(database.db, 'email', { receiptTemplate: 'First note' });
    // The announcement reaches PostgreSQL's listener some time after the commit: wait for it, so it cannot
    // empty the cache after the read below.
    await vi.waitFor(() => expect(processA.changesSeen).toBeGreaterThan(seen), patience);
    expect(await getReceiptNote(processA)).toBe('First note');
    await editQuietly('email', { receiptTemplate: 'Edited quietly' });
    // Kept: the quiet edit is not read back (the database says otherwise).
    expect(await getReceiptNote(processA)).toBe('First note');
    expect(await readSetting(database.db, 'email')).toEqual({ receiptTemplate: 'Edited quietly' });
  });

  it('forgets a setting in every process when any of them saves it', async () => {
    await writeSetting(database.db, 'email', { receiptTemplate: 'Before' });
    await vi.waitFor(async () => {
      expect(await getReceiptNote(processA)).toBe('Before');
      expect(await getReceiptNote(processB)).toBe('Before');
    }, patience);
    await writeSetting(database.db, 'email', { receiptTemplate: 'After' });
    await vi.waitFor(async () => {
      expect(await getReceiptNote(processA)).toBe('After');
      expect(await getReceiptNote(processB)).toBe('After');
    }, patience);
  });

  it('announces a change made in a transaction only when it commits', async () => {
    await writeSetting(database.db, 'email', { receiptTemplate: 'Committed' });
    await vi.waitFor(async () => expect(await getReceiptNote(processB)).toBe('Committed'), patience);
    let duringTransaction: string | undefined;
    await database.db.transaction(async (tx) => {
      await writeSetting(tx, 'email', { receiptTemplate: 'In a transaction' });
      // PGlite runs one transaction at a time: another connection's read would wait for this one to end.
      if (database.kind === 'postgres') duringTransaction = await getReceiptNote(processB);
    });
    if (database.kind === 'postgres') expect(duringTransaction).toBe('Committed');
    await vi.waitFor(async () => expect(await getReceiptNote(processB)).toBe('In a transaction'), patience);
  });

  it('reads from the database, uncached, once closed (not listening)', async () => {
    const closed = await SettingsCache.open(database);
    await closed.close();
    await writeSetting(database.db, 'email', { receiptTemplate: 'One' });
    expect(await getReceiptNote(closed)).toBe('One');
    await editQuietly('email', { receiptTemplate: 'Two' });
    expect(await getReceiptNote(closed)).toBe('Two');
  });

  it('caches nothing behind a transaction pooler (no session of its own to LISTEN on)', async () => {
    const pooled = await SettingsCache.open({ db: database.db, url: 'postgres://pooler.invalid/db', sessions: false });
    await writeSetting(database.db, 'email', { receiptTemplate: 'Pooled one' });
    expect(await getReceiptNote(pooled)).toBe('Pooled one');
    await editQuietly('email', { receiptTemplate: 'Pooled two' });
    expect(await getReceiptNote(pooled)).toBe('Pooled two');
    await pooled.close();
  });
});
