import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { donationHistoryOperations, statementMessages } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/auth-guards';
import { getAnnualStatementPdf, getStatementYears } from './statements.service';

const params = z.object({
  year: z
    .string()
    .regex(/^\d{4}$/, statementMessages.badYear)
    .transform(Number)
    .pipe(z.number().min(2000, statementMessages.badYear).max(2100, statementMessages.badYear)),
});

export function statementRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (app) => {
    addOperation(app, donationHistoryOperations.statementYears, async ({ request }) =>
      getStatementYears(deps.db, (await requireUser(request)).id),
    );
    app.get('/api/users/me/statements/:year', { schema: { params } }, async (request, reply) => {
      const user = await requireUser(request);
      const { year } = request.params;
      const pdf = await getAnnualStatementPdf(deps.db, user, year);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="causeway-statement-${year}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    });
  };
}
