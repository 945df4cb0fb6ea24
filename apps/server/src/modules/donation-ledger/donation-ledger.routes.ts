import type { FastifyPluginAsync } from 'fastify';
import { donationLedgerOperations as ops } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { addOperation, withHeaders } from '../../lib/operation-route';
import { exportLedgerCsv, ledgerExportFileName } from './donation-ledger-export';
import { getLedgerDonation, listLedger } from './donation-ledger.service';

export function donationLedgerRoutes(deps: { db: Db }): FastifyPluginAsync {
  return async (app) => {
    addOperation(app, ops.list, async ({ query }) => {
      const page = await listLedger(deps.db, query);
      return withHeaders(page, { 'x-total-count': String(page.total) });
    });
    addOperation(app, ops.exportCsv, ({ query, reply }) => {
      reply
        .header('content-disposition', `attachment; filename="${ledgerExportFileName(query.format)}"`)
        .header('cache-control', 'private, no-store');
      return exportLedgerCsv(deps.db, query);
    });
    addOperation(app, ops.detail, ({ params }) => getLedgerDonation(deps.db, params.id));
  };
}
