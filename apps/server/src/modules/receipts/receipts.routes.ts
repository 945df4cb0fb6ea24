import type { FastifyPluginAsync } from 'fastify';
import { donationHistoryOperations as ops, pathWith } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { addOperation } from '../../lib/operation-route';
import { getReceiptPdf } from './receipts.service';

export function receiptRoutes(deps: { db: Db; signingSecret: string }): FastifyPluginAsync {
  return async (app) => {
    addOperation(app, ops.receipt, async ({ params: { id }, query, request, reply }) => {
      const pdf = await getReceiptPdf(deps.db, id, {
        user: await request.currentUser(),
        signature: query,
        signingSecret: deps.signingSecret,
        path: pathWith(ops.receipt.path, { id }),
      });
      reply
        .header('content-disposition', `attachment; filename="donation-receipt-${id}.pdf"`)
        .header('cache-control', 'private, no-store');
      return pdf;
    });
  };
}
