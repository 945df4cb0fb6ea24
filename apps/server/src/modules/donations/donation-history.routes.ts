import type { FastifyPluginAsync } from 'fastify';
import { donationHistoryOperations as ops } from '@causeway/contracts';
import { wordsIn } from '../../i18n/words';
import { addOperation } from '../../lib/operation-route';
import { answerLocale, varyOnLanguage } from '../../plugins/answer-language';
import type { Db } from '../../db/client';
import { getDonationHistory, listRecentDonations } from './donation-history.service';
import { exportFileName, exportOwnDonationsCsv } from './donation-export';

export function donationHistoryRoutes(deps: { db: Db }): FastifyPluginAsync {
  return async (app) => {
    addOperation(app, ops.history, async ({ query, user }) =>
      getDonationHistory(deps.db, user.id, query.page, query.limit),
    );
    addOperation(app, ops.exportCsv, async ({ user, reply, request }) => {
      reply
        .header('content-disposition', `attachment; filename="${exportFileName()}"`)
        .header('cache-control', 'private, no-store');
      varyOnLanguage(reply);
      return exportOwnDonationsCsv(deps.db, user.id, wordsIn(answerLocale(request)));
    });
    addOperation(app, ops.recent, async ({ user }) => listRecentDonations(deps.db, user.id));
  };
}
