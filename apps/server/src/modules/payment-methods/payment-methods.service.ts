import { paymentMethodMessages as m, type PaymentMethod, type SetupIntentResponse } from '@causeway/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { UserRow } from '../auth/auth.service';
import { providerCustomerFor } from '../payments/customers';
import type { CardDetails, PaymentProvider } from '../payments/payment-provider';
import * as repo from './payment-methods.repository';

export interface WalletDeps {
  db: Db;
  provider: PaymentProvider;
}

function toPaymentMethod(r: repo.PaymentMethodRow): PaymentMethod {
  return {
    id: r.id,
    brand: r.brand,
    last4: r.last4,
    expiryMonth: r.expiryMonth,
    expiryYear: r.expiryYear,
    isDefault: r.isDefault,
  };
}

/** A donor's own saved card of the active provider; another donor's card is a 404 (DECISIONS.md). */
export async function findOwnCard(db: Db | Tx, userId: number, id: number, provider: string) {
  const card = await repo.findUserPaymentMethod(db, userId, id);
  if (!card || card.provider !== provider) throw new AppError('NOT_FOUND', m.notFound);
  return card;
}

/** The donor's own saved cards for the active provider, default first. */
export async function listOwnCards(db: Db, userId: number, provider: string): Promise<PaymentMethod[]> {
  return (await repo.listUserPaymentMethods(db, userId, provider)).map(toPaymentMethod);
}

/**
 * Saves a card to the donor's wallet once (a webhook and the browser may both report it); the first card
 * becomes the default. Returns the wallet row.
 */
export async function saveCardToWallet(tx: Tx, userId: number, provider: string, card: CardDetails) {
  await repo.lockWallet(tx, userId);
  const existing = await repo.findCardByProviderId(tx, provider, card.providerPaymentMethodId);
  if (existing) return existing.id;
  const isDefault = !(await repo.hasDefaultCard(tx, userId));
  return (await repo.insertCard(tx, { userId, provider, card, isDefault })).id;
}

/** A card set up for a provider customer: saved for the donor who owns that customer, if any. */
export async function saveCardOfCustomer(tx: Tx, customerId: string, provider: string, card: CardDetails) {
  const userId = await repo.findUserIdByCustomer(tx, customerId);
  if (userId === undefined) return false;
  await saveCardToWallet(tx, userId, provider, card);
  return true;
}

/** POST /api/payment-methods/setup-intent: the browser collects a card against the donor's customer. */
export async function startCardSetup(deps: WalletDeps, user: UserRow): Promise<SetupIntentResponse> {
  const customerId = await providerCustomerFor(deps.db, deps.provider, user);
  const { clientSecret } = await deps.provider.createSetupIntent(customerId);
  return { clientSecret };
}

/** POST /api/payment-methods: the card a setup intent confirmed joins the wallet, once it is known to be theirs. */
export async function addOwnCard(deps: WalletDeps, user: UserRow, providerPaymentMethodId: string) {
  const customerId = await providerCustomerFor(deps.db, deps.provider, user);
  const card = await deps.provider.attachPaymentMethod(customerId, providerPaymentMethodId);
  return deps.db.transaction(async (tx) => {
    const id = await saveCardToWallet(tx, user.id, deps.provider.name, card);
    const saved = await repo.findUserPaymentMethod(tx, user.id, id);
    // The id was someone else's card in our wallet table: never hand it over.
    if (!saved) throw new AppError('BAD_REQUEST', m.notYours);
    return toPaymentMethod(saved);
  });
}

/**
 * PUT /api/payment-methods/{id}/default. Recurring gifts charge the default card: the donor's active and paused
 * gifts move to it, at the provider too (a Stripe subscription keeps its own card otherwise).
 */
export async function setOwnDefaultCard(deps: WalletDeps, user: UserRow, id: number): Promise<PaymentMethod> {
  return deps.db.transaction(async (tx) => {
    await repo.lockWallet(tx, user.id);
    const card = await findOwnCard(tx, user.id, id, deps.provider.name);
    const gifts = await repo.listChargingGifts(tx, user.id);
    const subscriptions = gifts
      .filter((g) => g.provider === deps.provider.name && g.providerSubscriptionId)
      .map((g) => g.providerSubscriptionId!);
    if (user.providerCustomerId) {
      await deps.provider.setDefaultPaymentMethod(user.providerCustomerId, card.providerPaymentMethodId, subscriptions);
    }
    await repo.makeDefault(tx, user.id, card.id);
    return toPaymentMethod({ ...card, isDefault: true });
  });
}

/**
 * DELETE /api/payment-methods/{id}. A card an active or paused recurring gift charges stays until the donor
 * picks another default (a gift with no card of its own charges the default). Removing the default promotes the
 * newest remaining card.
 */
export async function removeOwnCard(deps: WalletDeps, user: UserRow, id: number): Promise<{ message: string }> {
  const card = await deps.db.transaction(async (tx) => {
    await repo.lockWallet(tx, user.id);
    const found = await findOwnCard(tx, user.id, id, deps.provider.name);
    const gifts = await repo.listChargingGifts(tx, user.id);
    const inUse = gifts.some((g) => g.paymentMethodId === found.id || (g.paymentMethodId === null && found.isDefault));
    if (inUse) throw new AppError('CONFLICT', m.usedByRecurring);
    return found;
  });
  // Outside the transaction: the provider may be slow, and the sandbox writes through its own connection.
  await deps.provider.detachPaymentMethod(card.providerPaymentMethodId);
  await deps.db.transaction(async (tx) => {
    await repo.lockWallet(tx, user.id);
    await repo.deleteCard(tx, card.id);
    if (card.isDefault) {
      const [next] = await repo.listUserPaymentMethods(tx, user.id, deps.provider.name);
      if (next) await repo.makeDefault(tx, user.id, next.id);
    }
  });
  return { message: m.removed };
}
