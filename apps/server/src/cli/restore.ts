import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { BackupError, restorePglite, restorePostgres } from '../ops/backup';

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
  console.log(
    `Restored ${values.in} into ${config.databaseUrl ? 'the PostgreSQL database' : `the embedded database in ${config.dataDir}`}.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // A refusal or a bad setting is one line; anything else keeps its stack.
    console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
