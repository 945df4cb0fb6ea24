import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** `%q%` for ILIKE: the text anywhere in the value, with the user's own `%`, `_` and `\` taken literally. */
export const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * An account whose e-mail or names contain the search term (users_search_idx). The condition reads `mu`: the
 * query it goes into selects `from users mu`.
 */
export function accountMatches(q: string): SQL {
  const pattern = containing(q);
  return sql`(mu.email ilike ${pattern} or mu.first_name ilike ${pattern} or mu.last_name ilike ${pattern})`;
}

/** The guest columns a gift's row carries (a donation or a recurring gift): what a guest typed, null otherwise. */
export interface GuestColumns {
  guestEmail: SQLWrapper;
  guestFirstName: SQLWrapper;
  guestLastName: SQLWrapper;
}

/**
 * A gift whose guest typed an e-mail or name containing the search term. No `user_id is null`: the guest fields
 * are null on a registered donor's gift already, and the planner would AND a trigram bitmap with a bitmap of
 * every guest gift.
 */
export function guestMatches(t: GuestColumns, q: string): SQL {
  const pattern = containing(q);
  return sql`(${t.guestEmail} ilike ${pattern} or ${t.guestFirstName} ilike ${pattern} or ${t.guestLastName} ilike ${pattern})`;
}
