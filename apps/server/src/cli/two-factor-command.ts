import { parseArgs } from 'node:util';
import { z } from 'zod';
import { authMessages } from '@causeway/contracts';
import type { Db } from '../db/client';
import { writeSetting } from '../modules/settings/settings.repository';
import { getSecuritySettings } from '../modules/settings/settings.service';
import { resetSecondFactors } from '../modules/two-factor/operator-reset';

const usage = [
  'Usage: npm run two-factor -- require on|off',
  '       npm run two-factor -- reset --email person@example.org',
].join('\n');

export type TwoFactorCommand = { name: 'require'; on: boolean } | { name: 'reset'; email: string };

/** The command line, checked; a string is the message to print (exit code 2). */
export function parseTwoFactorCommand(argv: string[]): TwoFactorCommand | string {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { email: { type: 'string' } }, allowPositionals: true });
  } catch (error) {
    return `${(error as Error).message}\n${usage}`;
  }
  const [name, value, ...extra] = parsed.positionals;
  if (name === 'require' && (value === 'on' || value === 'off') && extra.length === 0 && !parsed.values.email) {
    return { name, on: value === 'on' };
  }
  if (name === 'reset' && value === undefined) {
    const email = z
      .string({ error: `--email is required. ${usage}` })
      .trim()
      .email(authMessages.invalidEmailAddress)
      .safeParse(parsed.values.email);
    return email.success ? { name, email: email.data } : email.error.issues[0]!.message;
  }
  return usage;
}

/** `npm run two-factor`: the operator's switch for the administrators' requirement, and a reset for a lost phone. */
export async function runTwoFactorCommand(db: Db, publicUrl: string, command: TwoFactorCommand): Promise<number> {
  if (command.name === 'require') {
    // The other Settings → Security fields (session lifetimes) are kept as they are.
    const security = { ...(await getSecuritySettings(db)), requireAdminTwoFactor: command.on };
    await writeSetting(db, 'security', security);
    console.log(
      command.on
        ? 'Administrators must now sign in with a second factor (an authenticator app or a passkey). One without a second factor is asked to set one up at their next sign-in.'
        : 'Administrators may now sign in with a password alone (two-factor stays available to everyone).',
    );
    return 0;
  }
  const reset = await resetSecondFactors({ db, publicUrl }, command.email);
  if (!reset) {
    console.error(`No account has the e-mail address ${command.email}; nothing changed.`);
    return 1;
  }
  console.log(
    [
      `Reset the second factors of ${reset.user.email}:`,
      `  authenticator codes: ${reset.hadCodes ? 'turned off' : 'were not on'}`,
      `  unused recovery codes deleted: ${reset.recoveryCodesDeleted}`,
      `  passkeys deleted: ${reset.passkeysDeleted}`,
      `  sessions ended: ${reset.sessionsEnded}`,
      'They were e-mailed about it, and can sign in with their password and set up a second factor again.',
    ].join('\n'),
  );
  return 0;
}
