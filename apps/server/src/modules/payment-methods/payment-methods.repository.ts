import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentMethods } from '../../db/schema';

export async function findUserPaymentMethod(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)));
  return row;
}
