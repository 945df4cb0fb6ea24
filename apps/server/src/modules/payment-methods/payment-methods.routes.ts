import type { FastifyPluginAsync } from 'fastify';
import { paymentMethodOperations as ops } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import {
  addOwnCard,
  listOwnCards,
  removeOwnCard,
  setOwnDefaultCard,
  startCardSetup,
  type WalletDeps,
} from './payment-methods.service';

/** A donor's own saved cards; another donor's card answers 404 (the services check ownership). */
export function paymentMethodRoutes(deps: WalletDeps): FastifyPluginAsync {
  return async (app) => {
    addOperation(app, ops.list, async ({ user }) => listOwnCards(deps.db, user.id, deps.provider.name));
    addOperation(app, ops.setupIntent, async ({ user }) => startCardSetup(deps, user));
    addOperation(app, ops.add, async ({ body, user }) => addOwnCard(deps, user, body.stripePaymentMethodId));
    addOperation(app, ops.setDefault, async ({ params, user }) => setOwnDefaultCard(deps, user, params.id));
    addOperation(app, ops.remove, async ({ params, user }) => removeOwnCard(deps, user, params.id));
  };
}
