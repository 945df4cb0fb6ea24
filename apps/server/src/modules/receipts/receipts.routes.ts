import type { FastifyPluginAsync } from 'fastify';
import { donationHistoryOperations as ops, pathWith } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { addOperation } from '../../lib/operation-route';
import { wordsIn } from '../../i18n/words';
import { answerLocale, varyOnLanguage } from '../../plugins/answer-language';
import { getReceiptPdf } from './receipts.service';

export function receiptRoutes(deps: { db: Db; signingSecret: string }): FastifyPluginAsync {
  return async (app) => {
    addOperation(app, ops.receipt, async ({ params: { id }, query, request, reply }) => {
      const pdf = await getReceiptPdf(deps.db, id, {
        user: await request.currentUser(),
        signature: query,
        signingSecret: deps.signingSecret,
        path: pathWith(ops.receipt.path, { id }),
        // The reader's language (issue 26): the donor following the e-mail's link, an administrator downloading.
        words: wordsIn(answerLocale(request)),
      });
      varyOnLanguage(reply);
      reply
        .header('content-disposition', `attachment; filename="donation-receipt-${id}.pdf"`)
        .header('cache-control', 'private, no-store');
      return pdf;
    });
  };
}
