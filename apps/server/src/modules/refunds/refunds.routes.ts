import type { FastifyPluginAsync } from 'fastify';
import { refundOperations as ops } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import { requestRefund, type RefundDeps } from './refunds.service';

export function refundRoutes(deps: RefundDeps): FastifyPluginAsync {
  return async (app) => {
    addOperation(app, ops.create, ({ params, body, user, request }) => {
      const key = request.headers['idempotency-key'];
      return requestRefund(deps, {
        donationId: params.id,
        amount: body.amount,
        reason: body.reason,
        admin: user,
        idempotencyKey: typeof key === 'string' ? key : undefined,
        ip: request.ip,
      });
    });
  };
}
