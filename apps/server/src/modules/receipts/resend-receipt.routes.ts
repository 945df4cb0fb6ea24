import type { FastifyPluginAsync } from 'fastify';
import { receiptOperations as ops } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import { resendReceipt, type ResendReceiptDeps } from './resend-receipt.service';

export function resendReceiptRoutes(deps: ResendReceiptDeps): FastifyPluginAsync {
  return async (app) => {
    addOperation(app, ops.resend, ({ params, body, user, request }) =>
      resendReceipt(deps, params.id, body.email, user, request.ip),
    );
  };
}
