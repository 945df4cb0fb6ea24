import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@causeway/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { getReceiptPdf } from './receipts.service';

const params = z.object({ id: idParam('Donation id must be a positive whole number') });
const query = z.object({ expires: z.string().max(20).optional(), signature: z.string().max(100).optional() });

export function receiptRoutes(deps: { db: Db; signingSecret: string }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/donations/:id/receipt', { schema: { params, querystring: query } }, async (request, reply) => {
      const { id } = request.params;
      const pdf = await getReceiptPdf(deps.db, id, {
        user: await request.currentUser(),
        signature: request.query,
        signingSecret: deps.signingSecret,
        path: `/api/donations/${id}/receipt`,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="donation-receipt-${id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    });
  };
}
