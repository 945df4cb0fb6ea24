import type { FastifyPluginAsync } from 'fastify';
import { recurringOperations as ops } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { addOperation } from '../../lib/operation-route';
import type { SignedInUser } from '../../lib/operation-route';
import type { PaymentProvider } from '../payments/payment-provider';
import { changeRecurring, changeRecurringAmount, listOwnRecurring } from './recurring.service';

/** A donor's own recurring gifts; another donor's gift answers 404 (the services check ownership). */
export function recurringRoutes(deps: { db: Db; provider: PaymentProvider }): FastifyPluginAsync {
  return async (app) => {
    const mine = async ({ user }: { user: SignedInUser }) => listOwnRecurring(deps.db, user.id);
    addOperation(app, ops.list, mine);
    addOperation(app, ops.listMine, mine);
    addOperation(app, ops.change, async ({ params, body, user }) =>
      changeRecurring(deps, user.id, params.id, body.action),
    );
    addOperation(app, ops.changeAmount, async ({ params, body, user }) =>
      changeRecurringAmount(deps, user.id, params.id, body.amount),
    );
    addOperation(app, ops.cancel, async ({ params, user }) => changeRecurring(deps, user.id, params.id, 'cancel'));
  };
}
