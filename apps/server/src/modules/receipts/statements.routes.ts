import type { FastifyPluginAsync } from 'fastify';
import { donationHistoryOperations as ops } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import { wordsIn } from '../../i18n/words';
import { answerLocale, varyOnLanguage } from '../../plugins/answer-language';
import type { Db } from '../../db/client';
import { getAnnualStatementPdf, getStatementYears } from './statements.service';

export function statementRoutes(deps: { db: Db }): FastifyPluginAsync {
  return async (app) => {
    addOperation(app, ops.statementYears, async ({ user }) => getStatementYears(deps.db, user.id));
    addOperation(app, ops.statement, async ({ params, user, request, reply }) => {
      reply
        .header('content-disposition', `attachment; filename="causeway-statement-${params.year}.pdf"`)
        .header('cache-control', 'private, no-store');
      // In the reader's language (issue 26), as the server's other answers.
      varyOnLanguage(reply);
      return getAnnualStatementPdf(deps.db, user, params.year, wordsIn(answerLocale(request)));
    });
  };
}
