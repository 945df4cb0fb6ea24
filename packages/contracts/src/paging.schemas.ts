import { z } from 'zod';

// The query pieces and envelopes that the lists' schemas share, so every list words its errors alike.

/** An enum query parameter (a filter, a sort, a format); its error names the field and what it accepts. */
export const oneOf = <T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z.enum(values, { error: `${field} must be one of: ${values.join(', ')}` });

/** The `q` search text of a list: trimmed, at most 100 characters, absent when not searching. */
export const searchTextSchema = z.string().trim().max(100, 'q must be at most 100 characters').optional();

/** The `page` query parameter of every paged list: 1-based, 1 when absent. */
export const pageNumberSchema = z.coerce
  .number({ error: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page must be at least 1')
  .max(100_000, 'page is too large')
  .default(1);

/** The `limit` query parameter of a list whose caller picks its size: 1 to `max` items, `defaultSize` when absent. */
export function pageLimitSchema(max: number, defaultSize: number) {
  return z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`)
    .default(defaultSize);
}

/** The paging envelope of a list with a fixed page size (DECISIONS.md: `{ items, total, page, pageSize }`). */
export function pageSchemaOf<Item extends z.ZodType, Size extends number>(item: Item, pageSize: Size) {
  return z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.literal(pageSize) });
}

/** The same envelope when the page size is the caller's `limit`, so not a fixed literal. */
export function limitedPageSchemaOf<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
}
