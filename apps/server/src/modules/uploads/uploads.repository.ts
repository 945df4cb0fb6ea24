import type { Executor } from '../../db/client';
import { uploads } from '../../db/schema';

/** Records a stored image once; the same content uploaded again keeps its first row. */
export async function recordUpload(db: Executor, values: typeof uploads.$inferInsert): Promise<void> {
  await db.insert(uploads).values(values).onConflictDoNothing({ target: uploads.fileName });
}
