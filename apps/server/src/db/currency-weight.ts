import { currencyCodes, currencyOf, currencyRules, minorPerMajor } from '@causeway/contracts';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * How much one minor unit of each currency weighs when amounts in different currencies must be put in one order
 * (issue 26): the currency table's scale, the round rate that sets each currency's bounds, in US cents. A euro cent
 * weighs one, a yen one (¥100 is $1 at scale 100), an öre a tenth (kr 10 is $1). Only orders and thresholds use it:
 * every amount shown stays in its own currency. US dollars weigh one, so a site raising in dollars alone orders
 * by its exact cents.
 */
export function sortWeight(currency: string): number {
  const code = currencyOf(currency);
  return 100 / (minorPerMajor(code) * currencyRules[code].scale);
}

/** The weight of the currency in a column of lower-case codes, as SQL; an unknown code weighs as US dollars. */
export function weightOf(currencyColumn: SQLWrapper): SQL {
  const cases = currencyCodes.map((code) => sql.raw(`when '${code}' then ${sortWeight(code)}`));
  return sql`(case ${currencyColumn} ${sql.join(cases, sql` `)} else 1 end)`;
}
