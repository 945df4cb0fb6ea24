import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { restorePglite, restorePostgres } from '../ops/backup';
import { databaseName, runBackupTool } from './run-backup-tool';

const usage = 'Usage: npm run restore -- --in FILE [--force]';

/**
 * Restores a `npm run backup` file into DATABASE_URL or, without it, into DATA_DIR's embedded database (the server
 * stopped). An existing database is replaced only with --force. The next start applies any newer migrations.
 */
async function main(): Promise<number> {
  let values: { in?: string; force?: boolean };
  try {
    values = parseArgs({ options: { in: { type: 'string' }, force: { type: 'boolean' } } }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (!values.in?.trim()) {
    console.error(`--in is required. ${usage}`);
    return 2;
  }
  const config = loadConfig();
  const force = values.force ?? false;
  if (config.databaseUrl) await restorePostgres(config.databaseUrl, values.in, force);
  else await restorePglite(config.dataDir, values.in, force);
  console.log(`Restored ${values.in} into ${databaseName(config.databaseUrl, config.dataDir)}.`);
  return 0;
}

runBackupTool(main);
