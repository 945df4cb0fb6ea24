import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../modules/auth/password';

let counter = 0;
/** A value no other test in the run will produce. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}${randomBytes(3).toString('hex')}`;
}

export interface MadeUser {
  id: number;
  email: string;
  username: string;
  password: string;
  role: 'donor' | 'admin';
}

export async function makeUser(db: Db, overrides: Partial<Omit<MadeUser, 'id'>> = {}): Promise<MadeUser> {
  const username = overrides.username ?? unique('user');
  const values = {
    email: overrides.email ?? `${username}@example.com`,
    username,
    password: overrides.password ?? 'correct-horse-battery',
    role: overrides.role ?? ('donor' as const),
  };
  const [row] = await db
    .insert(users)
    .values({
      email: values.email,
      username: values.username,
      passwordHash: await hashPassword(values.password),
      role: values.role,
    })
    .returning({ id: users.id });
  return { id: row!.id, ...values };
}
