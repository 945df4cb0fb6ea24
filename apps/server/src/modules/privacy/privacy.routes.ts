import type { FastifyPluginAsync } from 'fastify';
import { dataExportFileName, privacyMessages, privacyOperations as ops } from '@causeway/contracts';
import { addOperation } from '../../lib/operation-route';
import { perAccount, type RateRule } from '../../lib/rate-limit';
import { clearSessionCookie } from '../../plugins/session-cookie';
import { exportOwnData } from './data-export.service';
import { anonymizeDonor, deleteOwnAccount, type PrivacyDeps } from './privacy.service';

/** A data export reads every table about the user: a few an hour is plenty for a person, little for a scraper. */
export const defaultDataExportRateLimit: RateRule = { limit: 5, windowSeconds: 60 * 60 };

export function privacyRoutes(
  deps: PrivacyDeps & { publicUrl: string; dataExportRateLimit?: RateRule },
): FastifyPluginAsync {
  return async (app) => {
    const exportLimit = deps.dataExportRateLimit ?? defaultDataExportRateLimit;
    addOperation(
      app,
      ops.dataExport,
      async ({ user, reply }) => {
        const now = new Date();
        const data = await exportOwnData(deps.db, user, now);
        reply
          .header('content-disposition', `attachment; filename="${dataExportFileName(now.toISOString().slice(0, 10))}"`)
          .header('cache-control', 'private, no-store');
        return JSON.stringify(data, null, 2);
      },
      { rateLimits: [perAccount('data-export', exportLimit, privacyMessages.tooManyExports)] },
    );

    addOperation(app, ops.deleteAccount, async ({ body, user, request, reply }) => {
      const result = await deleteOwnAccount({ ...deps, log: request.log }, user, body.password, request.ip);
      clearSessionCookie(reply, request, deps.publicUrl);
      return result;
    });

    addOperation(app, ops.anonymizeDonor, ({ body, user, request }) =>
      anonymizeDonor({ ...deps, log: request.log }, user, body, request.ip),
    );
  };
}
