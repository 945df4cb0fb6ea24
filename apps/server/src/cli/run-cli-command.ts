import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, type Db } from '../db/client';
import { lockDataDir } from '../lib/data-dir-lock';

/**
 * Runs an operator's tool and exits with its code. An error of one of `expected` (a refusal, a bad setting) is
 * printed as its one-line message with exit code 1; anything else keeps its stack.
 */
export function exitWithCode(
  main: () => Promise<number>,
  expected: readonly (abstract new (...args: never[]) => Error)[] = [ConfigError, Error],
): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(expected.some((kind) => error instanceof kind) ? (error as Error).message : error);
      process.exit(1);
    },
  );
}

/**
 * A tool that works on the database (`npm run <name>`): its command line is checked first (a string from `parse`
 * is the message to print, exit code 2); then the database is opened (PGlite under DATA_DIR's lock, as the
 * embedded database allows one process: the server must be stopped), migrated, `run` on it, and closed.
 */
export function runCliCommand<Args>(
  name: string,
  parse: (argv: string[]) => Args | string,
  run: (db: Db, config: Config, args: Args) => Promise<number>,
): void {
  exitWithCode(async () => {
    const args = parse(process.argv.slice(2));
    if (typeof args === 'string') {
      console.error(args);
      return 2;
    }
    const config = loadConfig();
    const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir, name);
    const database = await openDatabase(config);
    try {
      await database.migrate();
      return await run(database.db, config, args);
    } finally {
      await database.close();
      unlock();
    }
  });
}
