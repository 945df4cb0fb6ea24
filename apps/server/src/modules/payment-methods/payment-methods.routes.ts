import type { FastifyPluginAsync } from 'fastify';
import { paymentMethodOperations as ops } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import { requireUser } from '../../plugins/auth-guards';
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
    addOperation(app, ops.list, async ({ request }) =>
      listOwnCards(deps.db, (await requireUser(request)).id, deps.provider.name),
    );
    addOperation(app, ops.setupIntent, async ({ request }) => startCardSetup(deps, await requireUser(request)));
    addOperation(app, ops.add, async ({ body, request }) =>
      addOwnCard(deps, await requireUser(request), body.stripePaymentMethodId),
    );
    addOperation(app, ops.setDefault, async ({ params, request }) =>
      setOwnDefaultCard(deps, await requireUser(request), params.id),
    );
    addOperation(app, ops.remove, async ({ params, request }) =>
      removeOwnCard(deps, await requireUser(request), params.id),
    );
  };
}
