import type { FastifyPluginAsync } from 'fastify';
import { donationLedgerOperations as ops } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { addOperation, withHeaders } from '../../lib/operation-route';
import { getLedgerDonation, listLedger } from './donation-ledger.service';

export function donationLedgerRoutes(deps: { db: Db }): FastifyPluginAsync {
  return async (app) => {
    addOperation(app, ops.list, async ({ query }) => {
      const page = await listLedger(deps.db, query);
      return withHeaders(page, { 'x-total-count': String(page.total) });
    });
    addOperation(app, ops.detail, ({ params }) => getLedgerDonation(deps.db, params.id));
  };
}
