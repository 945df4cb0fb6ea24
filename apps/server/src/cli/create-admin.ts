import { parseArgs } from 'node:util';
import { z } from 'zod';
import { authMessages, PASSWORD_MIN, USERNAME_MIN } from '@causeway/contracts';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { lockDataDir } from '../lib/data-dir-lock';
import { createOrPromoteAdmin } from '../modules/auth/auth.service';
import { getSecuritySettings } from '../modules/settings/settings.service';

const usage = 'Usage: npm run create-admin -- --email admin@example.org --password "a long password" [--username name]';

const argsSchema = z.object({
  email: z
    .string({ error: `--email is required. ${usage}` })
    .trim()
    .email(authMessages.invalidEmailAddress),
  password: z.string({ error: `--password is required. ${usage}` }).min(PASSWORD_MIN, authMessages.passwordMin),
  username: z.string().trim().min(USERNAME_MIN, authMessages.usernameMin).optional(),
});

/** Creates an administrator (or promotes an existing user) in DATA_DIR's database or DATABASE_URL. */
async function main(): Promise<number> {
  let parsedArgs;
  try {
    parsedArgs = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' }, username: { type: 'string' } },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const args = argsSchema.safeParse(parsedArgs);
  if (!args.success) {
    console.error(args.error.issues[0]!.message);
    return 2;
  }
  const config = loadConfig();
  // With PGlite the server must be stopped: the embedded database allows one process.
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir, 'create-admin');
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const { outcome, user } = await createOrPromoteAdmin(database.db, args.data);
    const messages = {
      created: `Created administrator ${user.email} (username ${user.username}).`,
      promoted: `Promoted existing user ${user.email} (username ${user.username}) to administrator; their password is unchanged.`,
      'already-admin': `${user.email} is already an administrator; nothing changed.`,
    };
    console.log(messages[outcome]);
    console.log(
      (await getSecuritySettings(database.db)).requireAdminTwoFactor
        ? 'At first sign-in you will be asked to set up an authenticator app or a passkey (Settings → Security can turn this off).'
        : 'Two-factor authentication is optional for administrators: set it up in your profile, or require it with `npm run two-factor -- require on`.',
    );
    return 0;
  } finally {
    await database.close();
    unlock();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
