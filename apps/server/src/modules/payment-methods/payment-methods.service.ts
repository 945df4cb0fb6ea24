import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { PaymentMethod } from '@causeway/contracts';
import { findUserPaymentMethod, listUserPaymentMethods } from './payment-methods.repository';

/** A donor's own saved card of the active provider; another donor's card is a 404 (DECISIONS.md). */
export async function findOwnCard(db: Db, userId: number, id: number, provider: string) {
  const card = await findUserPaymentMethod(db, userId, id);
  if (!card || card.provider !== provider) throw new AppError('NOT_FOUND', 'Payment method not found');
  return card;
}

/** The donor's own saved cards for the active provider, default first. */
export async function listOwnCards(db: Db, userId: number, provider: string): Promise<PaymentMethod[]> {
  const rows = await listUserPaymentMethods(db, userId, provider);
  return rows.map((r) => ({
    id: r.id,
    brand: r.brand,
    last4: r.last4,
    expiryMonth: r.expiryMonth,
    expiryYear: r.expiryYear,
    isDefault: r.isDefault,
  }));
}
