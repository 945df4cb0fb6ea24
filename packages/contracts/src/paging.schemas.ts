import { z } from 'zod';

/** The `page` query parameter of every paged list: 1-based, 1 when absent. */
export const pageNumberSchema = z.coerce
  .number({ error: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page must be at least 1')
  .max(100_000, 'page is too large')
  .default(1);

/** The paging envelope of a list with a fixed page size (DECISIONS.md: `{ items, total, page, pageSize }`). */
export function pageSchemaOf<Item extends z.ZodType, Size extends number>(item: Item, pageSize: Size) {
  return z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.literal(pageSize) });
}
