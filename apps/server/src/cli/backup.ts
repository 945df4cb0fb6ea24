import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { backupPglite, backupPostgres } from '../ops/backup';
import { databaseName, runBackupTool } from './run-backup-tool';

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
  console.log(`Backed up ${databaseName(config.databaseUrl, config.dataDir)} to ${out}.`);
  return 0;
}

runBackupTool(main);
