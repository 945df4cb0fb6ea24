import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { lockDataDir } from '../lib/data-dir-lock';

/** A refusal the command-line tools print as it is (no stack): wrong input, a live server, a missing tool. */
export class BackupError extends Error {}

/** Where the embedded database keeps its files (db/client.ts openDatabase). */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await fs.readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/**
 * PGlite's data directory as a tar.gz (`dumpDataDir`). The data-dir lock refuses while a server holds DATA_DIR,
 * so nothing writes during the dump and it is consistent.
 */
export async function backupPglite(dataDir: string, outFile: string): Promise<void> {
  const unlock = lockDataDir(dataDir, 'backup');
  try {
    if (await isEmptyDir(pgliteDir(dataDir))) throw new BackupError(`No embedded database in ${dataDir}.`);
    const client = new PGlite({ dataDir: pgliteDir(dataDir), extensions: { pg_trgm } });
    try {
      await client.waitReady;
      const dump = await client.dumpDataDir('gzip');
      await writeNew(outFile, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

/**
 * Loads a `backupPglite` file into DATA_DIR; an existing database there is replaced only with `force`. The backup is
 * loaded into a folder beside it first, so a damaged file leaves the existing database as it was.
 */
export async function restorePglite(dataDir: string, inFile: string, force: boolean): Promise<void> {
  const archive = await readBackup(inFile);
  const unlock = lockDataDir(dataDir, 'restore');
  try {
    const dir = pgliteDir(dataDir);
    const existing = !(await isEmptyDir(dir));
    if (existing && !force) throw new BackupError(`${dir} already holds a database; pass --force to replace it.`);
    await checkArchive(inFile, archive);
    const staging = `${dir}.restoring`;
    await fs.rm(staging, { recursive: true, force: true });
    await fs.mkdir(staging, { recursive: true });
    try {
      const client = new PGlite({
        dataDir: staging,
        extensions: { pg_trgm },
        loadDataDir: new Blob([new Uint8Array(archive)], { type: 'application/x-gzip' }),
      });
      await client.waitReady;
      await client.close();
    } catch (error) {
      await fs.rm(staging, { recursive: true, force: true });
      throw new BackupError(`${inFile} is not a backup of the embedded database (${(error as Error).message}).`);
    }
    await fs.rm(dir, { recursive: true, force: true });
    await fs.rename(staging, dir);
  } finally {
    unlock();
  }
}

/**
 * PGlite unpacks a damaged archive in a stream whose error escapes its promise: the file is read through here
 * first, so a truncated or foreign file is a refusal.
 */
async function checkArchive(inFile: string, archive: Buffer): Promise<void> {
  let tar: Buffer;
  try {
    tar = await promisify(gunzip)(archive);
  } catch (error) {
    throw new BackupError(`${inFile} is not a backup of the embedded database (${(error as Error).message}).`);
  }
  // A tar file starts with the header of its first entry: "ustar" at byte 257.
  if (tar.subarray(257, 262).toString('latin1') !== 'ustar') {
    throw new BackupError(`${inFile} is not a backup of the embedded database (not a tar archive).`);
  }
}

/** `pg_dump -Fc` of DATABASE_URL: the custom format pg_restore reads, compressed. */
export async function backupPostgres(url: string, outFile: string): Promise<void> {
  await fs.access(path.dirname(path.resolve(outFile))).catch(() => {
    throw new BackupError(`The folder of ${outFile} does not exist.`);
  });
  await refuseExisting(outFile);
  await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${outFile}`], url);
}

/**
 * `pg_restore` of a `backupPostgres` file into DATABASE_URL, in one transaction (all or nothing). A database that
 * already has tables is replaced (`--clean`) only with `force`.
 */
export async function restorePostgres(url: string, inFile: string, force: boolean): Promise<void> {
  await readBackup(inFile);
  const tables = await countTables(url);
  if (tables > 0 && !force) {
    throw new BackupError(`The database already has ${tables} tables; pass --force to replace them.`);
  }
  const clean = tables > 0 ? ['--clean', '--if-exists'] : [];
  await runTool(
    'pg_restore',
    ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', ...clean],
    url,
    inFile,
  );
}

async function countTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

async function readBackup(inFile: string): Promise<Buffer> {
  try {
    return await fs.readFile(inFile);
  } catch (error) {
    throw new BackupError(`Cannot read ${inFile}: ${(error as Error).message}`);
  }
}

async function refuseExisting(outFile: string): Promise<void> {
  const exists = await fs.stat(outFile).then(
    () => true,
    () => false,
  );
  if (exists) throw new BackupError(`${outFile} exists; choose a new file name.`);
}

async function writeNew(outFile: string, bytes: Buffer): Promise<void> {
  try {
    // wx: an existing backup is never overwritten by a new one.
    await fs.writeFile(outFile, bytes, { flag: 'wx' });
  } catch (error) {
    throw new BackupError(`Cannot write ${outFile}: ${(error as Error).message}`);
  }
}

/**
 * Runs pg_dump or pg_restore from PATH against `url`; its own error output goes to ours, and a non-zero exit is an
 * error. The password travels in the environment, not on the command line other users can list.
 */
function runTool(command: string, args: string[], url: string, file?: string): Promise<void> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  const env = password ? { ...process.env, PGPASSWORD: password } : process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...args, `--dbname=${target.toString()}`, ...(file ? [file] : [])], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env,
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${command} was not found on PATH. Install PostgreSQL's client tools (Debian: apt-get install postgresql-client), the same major version as the server or newer.`,
            )
          : error,
      );
    });
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${command} failed (${signal ?? `exit code ${code}`}).`));
    });
  });
}
