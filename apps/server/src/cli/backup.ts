import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { BackupError, backupPglite, backupPostgres } from '../ops/backup';

const usage = 'Usage: npm run backup -- --out FILE';

/** Backs up DATABASE_URL (pg_dump) or, without it, the embedded database in DATA_DIR (the server stopped). */
async function main(): Promise<number> {
  let out: string | undefined;
  try {
    out = parseArgs({ options: { out: { type: 'string' } } }).values.out;
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (!out?.trim()) {
    console.error(`--out is required. ${usage}`);
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) await backupPostgres(config.databaseUrl, out);
  else await backupPglite(config.dataDir, out);
  console.log(
    `Backed up ${config.databaseUrl ? 'the PostgreSQL database' : `the embedded database in ${config.dataDir}`} to ${out}.`,
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
