import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import {
  createScratchDatabase,
  postgresUnavailableReason,
  type ScratchDatabase,
} from '../reliability/postgres-scratch';
import { databaseChecksum } from '../test/db-checksum';
import { makeCampaign, makeDonation, makeUser } from '../test/factories';
import { campaignTotals } from '../test/totals';
import { backupPglite, backupPostgres, pgliteDir, restorePglite, restorePostgres } from './backup';

let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'causeway-backup-'));
});
afterAll(() => fs.rm(tmp, { recursive: true, force: true }));

/** Two campaigns with donors, signed-in and guests, succeeded and not: what a backup must carry over. */
async function fill(database: DatabaseHandle) {
  await database.migrate();
  const db = database.db;
  const donor = await makeUser(db);
  const campaignIds: number[] = [];
  for (let c = 0; c < 2; c += 1) {
    const campaign = await makeCampaign(db);
    campaignIds.push(campaign.id);
    for (let d = 0; d < 4; d += 1) {
      await makeDonation(db, { campaignId: campaign.id, amount: 1_000 + 250 * d, userId: d === 0 ? donor.id : null });
    }
    await makeDonation(db, { campaignId: campaign.id, status: 'failed' });
  }
  return snapshot(database, campaignIds);
}

async function snapshot(database: DatabaseHandle, campaignIds: number[]) {
  const totals = [];
  for (const id of campaignIds) totals.push(await campaignTotals(database.db, id));
  return { campaignIds, tables: await databaseChecksum(database.db), totals };
}

describe('backup and restore of the embedded database', () => {
  it('restores every row of every table and the campaign totals into an empty DATA_DIR', async () => {
    const source = path.join(tmp, 'source');
    const original = await openPglite(pgliteDir(source));
    const before = await fill(original);
    await original.close();
    expect(before.totals[0]).toEqual({ raised: 5_500, donors: 4 });

    const file = path.join(tmp, 'embedded.tar.gz');
    await backupPglite(source, file);
    await expect(backupPglite(source, file)).rejects.toThrow(/exists|EEXIST/);

    const target = path.join(tmp, 'target');
    await restorePglite(target, file, false);
    const restored = await openPglite(pgliteDir(target));
    try {
      expect(await snapshot(restored, before.campaignIds)).toEqual(before);
    } finally {
      await restored.close();
    }

    await expect(restorePglite(target, file, false)).rejects.toThrow(/--force/);
    await restorePglite(target, file, true);

    // A damaged file is refused and the database it would have replaced stays.
    const damaged = path.join(tmp, 'damaged.tar.gz');
    await fs.writeFile(damaged, (await fs.readFile(file)).subarray(0, 4096));
    await expect(restorePglite(target, damaged, true)).rejects.toThrow(/not a backup/);
    const kept = await openPglite(pgliteDir(target));
    try {
      expect(await snapshot(kept, before.campaignIds)).toEqual(before);
    } finally {
      await kept.close();
    }
    // Six PGlite opens, each starting PostgreSQL in WebAssembly: slow on a loaded machine.
  }, 120_000);

  it('refuses a DATA_DIR another live process holds', async () => {
    const dataDir = path.join(tmp, 'held');
    await fs.mkdir(dataDir, { recursive: true });
    // The parent (the test runner) stands in for a running server: alive, and not this process.
    await fs.writeFile(path.join(dataDir, 'causeway.pid'), JSON.stringify({ pid: process.ppid, purpose: 'server' }));
    await expect(backupPglite(dataDir, path.join(tmp, 'held.tar.gz'))).rejects.toThrow(/in use/);
    await expect(restorePglite(dataDir, path.join(tmp, 'embedded.tar.gz'), true)).rejects.toThrow(/in use/);
  });
});

// CI (.ci/run) runs the API suite with TEST_DATABASE_URL; there an unreachable server fails the suite.
const postgresWanted = Boolean(process.env.TEST_DATABASE_URL || process.env.CI);
const unavailable = postgresWanted ? await postgresUnavailableReason() : 'TEST_DATABASE_URL is not set';

describe.skipIf(unavailable !== null)('backup and restore of PostgreSQL (pg_dump, pg_restore)', () => {
  const scratch: ScratchDatabase[] = [];
  afterAll(() => Promise.all(scratch.map((s) => s.drop())));

  it('restores every row of every table and the campaign totals into an empty database', async () => {
    const [source, target] = await Promise.all([createScratchDatabase('bk_src'), createScratchDatabase('bk_dst')]);
    scratch.push(source!, target!);
    const original = await openPostgres(source!.url);
    const before = await fill(original);
    await original.close();

    const file = path.join(tmp, 'postgres.dump');
    await backupPostgres(source!.url, file);
    await restorePostgres(target!.url, file, false);
    const restored = await openPostgres(target!.url);
    try {
      expect(await snapshot(restored, before.campaignIds)).toEqual(before);
    } finally {
      await restored.close();
    }

    await expect(restorePostgres(target!.url, file, false)).rejects.toThrow(/--force/);
    await restorePostgres(target!.url, file, true);
    const replaced = await openPostgres(target!.url);
    try {
      expect(await snapshot(replaced, before.campaignIds)).toEqual(before);
    } finally {
      await replaced.close();
    }
  });
});
