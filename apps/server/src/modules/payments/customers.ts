import type { Db } from '../../db/client';
import { rememberProviderCustomer, type UserRow } from '../auth/auth.service';
import type { PaymentProvider } from './payment-provider';

/** The donor's customer at the payment provider, created on first need and remembered. */
export async function providerCustomerFor(db: Db, provider: PaymentProvider, user: UserRow): Promise<string> {
  if (user.providerCustomerId) return user.providerCustomerId;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  const customerId = await provider.createCustomer({ email: user.email, name, userId: user.id });
  await rememberProviderCustomer(db, user.id, customerId);
  return customerId;
}
