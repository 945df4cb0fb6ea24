import { parseArgs } from 'node:util';
import { z } from 'zod';
import { authMessages, PASSWORD_MIN, USERNAME_MIN } from '@causeway/contracts';
import type { Db } from '../db/client';
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

export type CreateAdminArgs = z.infer<typeof argsSchema>;

/** The command line, checked; a string is the message to print (exit code 2). */
export function parseCreateAdminArgs(argv: string[]): CreateAdminArgs | string {
  let parsedArgs;
  try {
    parsedArgs = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, password: { type: 'string' }, username: { type: 'string' } },
    }).values;
  } catch (error) {
    return `${(error as Error).message}\n${usage}`;
  }
  const args = argsSchema.safeParse(parsedArgs);
  return args.success ? args.data : args.error.issues[0]!.message;
}

/** Creates an administrator (or promotes an existing user) in DATA_DIR's database or DATABASE_URL. */
export async function createAdminCommand(db: Db, args: CreateAdminArgs): Promise<number> {
  const { outcome, user } = await createOrPromoteAdmin(db, args);
  const messages = {
    created: `Created administrator ${user.email} (username ${user.username}).`,
    promoted: `Promoted existing user ${user.email} (username ${user.username}) to administrator; their password is unchanged.`,
    'already-admin': `${user.email} is already an administrator; nothing changed.`,
  };
  console.log(messages[outcome]);
  console.log(
    (await getSecuritySettings(db)).requireAdminTwoFactor
      ? 'At first sign-in you will be asked to set up an authenticator app or a passkey (Settings → Security can turn this off).'
      : 'Two-factor authentication is optional for administrators: set it up in your profile, or require it with `npm run two-factor -- require on`.',
  );
  return 0;
}
