import { ConfigError } from '../config';
import { BackupError } from '../ops/backup';

/** Runs a backup tool's `main` and exits with its code; a refusal or a bad setting is one line, anything else keeps its stack. */
export function runBackupTool(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}

/** Where the backup goes to or comes from, as the tools' messages say it. */
export const databaseName = (databaseUrl: string | undefined, dataDir: string) =>
  databaseUrl ? 'the PostgreSQL database' : `the embedded database in ${dataDir}`;
