import { sql } from 'drizzle-orm';

/** The number of rows the query matches before LIMIT/OFFSET, carried on every row of the page. */
export const totalColumn = () => sql<number>`count(*) over ()`.mapWith(Number);

/** `count(*)` for the count query of a page past the last one. */
export const countColumn = () => sql<number>`count(*)`.mapWith(Number);

/**
 * A page of rows selected with `totalColumn()` as `total`, and the total of the whole match. Past the last page
 * the window count has no row to ride on, so only then `countMatching` runs (the same FROM and WHERE, counted).
 */
export async function pageWithTotal<Row extends { total: number }>(
  rows: Row[],
  countMatching: () => PromiseLike<{ n: number }[]>,
): Promise<{ rows: Row[]; total: number }> {
  if (rows.length > 0) return { rows, total: rows[0]!.total };
  const [count] = await countMatching();
  return { rows, total: count?.n ?? 0 };
}
