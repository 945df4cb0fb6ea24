import type { FastifyPluginAsync } from 'fastify';
import { donationHistoryOperations as ops } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import type { Db } from '../../db/client';
import { getAnnualStatementPdf, getStatementYears } from './statements.service';

export function statementRoutes(deps: { db: Db }): FastifyPluginAsync {
  return async (app) => {
    addOperation(app, ops.statementYears, async ({ user }) => getStatementYears(deps.db, user.id));
    addOperation(app, ops.statement, async ({ params, user, reply }) => {
      reply
        .header('content-disposition', `attachment; filename="causeway-statement-${params.year}.pdf"`)
        .header('cache-control', 'private, no-store');
      return getAnnualStatementPdf(deps.db, user, params.year);
    });
  };
}
