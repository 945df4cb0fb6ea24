import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findUserPaymentMethod } from './payment-methods.repository';

/** A donor's own saved card of the active provider; another donor's card is a 404 (DECISIONS.md). */
export async function findOwnCard(db: Db, userId: number, id: number, provider: string) {
  const card = await findUserPaymentMethod(db, userId, id);
  if (!card || card.provider !== provider) throw new AppError('NOT_FOUND', 'Payment method not found');
  return card;
}
