import { ConfigError } from '../config';
import { BackupError } from '../ops/backup';
import { exitWithCode } from './run-cli-command';

/** Runs a backup tool's `main` and exits with its code; a refusal or a bad setting is one line, anything else keeps its stack. */
export function runBackupTool(main: () => Promise<number>): void {
  exitWithCode(main, [BackupError, ConfigError]);
}

/** Where the backup goes to or comes from, as the tools' messages say it. */
export const databaseName = (databaseUrl: string | undefined, dataDir: string) =>
  databaseUrl ? 'the PostgreSQL database' : `the embedded database in ${dataDir}`;
