import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentMethods } from '../../db/schema';

export async function findUserPaymentMethod(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)));
  return row;
}

export function listUserPaymentMethods(db: Executor, userId: number, provider: string) {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.provider, provider)))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt), desc(paymentMethods.id));
}
