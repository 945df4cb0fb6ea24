import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { makeUser } from '../../test/factories';
import { sessionCookie } from '../../test/served-routes';
import { hashSessionToken, SESSION_COOKIE } from '../auth/session-token';

/**
 * One valid request to each sessions operation, for the contract check (security/operation-answers.test.ts): each on
 * an account of its own, signed in twice (here, and on another device).
 */
interface SessionSample {
  as?: { cookie: string };
  url?: string;
}

async function signedInTwice(db: Db) {
  const user = await makeUser(db);
  const here = await sessionCookie(db, user.id);
  const elsewhere = await sessionCookie(db, user.id);
  const [other] = await db
    .select({ publicId: sessions.publicId })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(elsewhere.slice(SESSION_COOKIE.length + 1))));
  return { here, otherId: other!.publicId };
}

export function sessionSamples(testApp: () => { db: Db }): Record<string, () => Promise<SessionSample>> {
  return {
    'GET /api/users/me/sessions': async () => ({ as: { cookie: (await signedInTwice(testApp().db)).here } }),
    'DELETE /api/users/me/sessions/:id': async () => {
      const { here, otherId } = await signedInTwice(testApp().db);
      return { as: { cookie: here }, url: `/api/users/me/sessions/${otherId}` };
    },
    'POST /api/users/me/sessions/end-others': async () => ({
      as: { cookie: (await signedInTwice(testApp().db)).here },
    }),
  };
}
