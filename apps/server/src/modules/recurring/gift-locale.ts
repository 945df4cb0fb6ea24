import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/**
 * The language a recurring gift's donor reads (issue 26): the account's saved choice, else the language the gift's
 * latest payment was given in (a guest's renewals and notices follow the page they first gave on); null for neither.
 */
export async function giftLocale(db: Executor, recurringId: number): Promise<string | null> {
  const [row] = await queryRows<{ locale: string | null }>(
    db,
    sql`select coalesce(
          (select u.locale from users u where u.id = r.user_id),
          (select d.locale from donations d
            where d.recurring_donation_id = r.id and d.locale is not null order by d.id desc limit 1)
        ) as locale
        from recurring_donations r where r.id = ${recurringId}`,
  );
  return row?.locale ?? null;
}
