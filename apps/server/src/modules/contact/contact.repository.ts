import type { ContactRequest } from '@causeway/contracts';
import type { Executor } from '../../db/client';
import { contactMessages } from '../../db/schema';

export async function insertContactMessage(db: Executor, message: ContactRequest & { ip: string }) {
  const [row] = await db.insert(contactMessages).values(message).returning();
  return row!;
}
