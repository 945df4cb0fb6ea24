import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { accountMessages, fundraiserOperations as ops, uploadMessages } from '@causeway/contracts';
import { AppError } from '../../lib/errors';
import { addOperation } from '../../lib/operation-route';
import { perAccount, type RateRule } from '../../lib/rate-limit';
import type { FeatureContext } from '../index';
import { readMultipartForm } from '../uploads/multipart-form';
import { uploadImage } from '../uploads/uploads.service';
import {
  adminFundraisers,
  fundraisingSettings,
  removeFundraiser,
  saveFundraisingSettings,
  setFundraiserHidden,
  type AuditContext,
} from './fundraiser-admin.service';
import {
  createFundraiser,
  createTeam,
  editFundraiser,
  fundraiserLeaderboard,
  myFundraisers,
  publicFundraiser,
  publicSupporters,
  publicTeam,
  setFundraiserStatus,
  teamLeaderboard,
  type FundraiserDeps,
} from './fundraisers.service';

/** Photos a supporter may upload in an hour: a few tries per page, not a free image host. */
export const FUNDRAISER_PHOTO_RATE: RateRule = { limit: 20, windowSeconds: 3_600 };

/**
 * Peer-to-peer fundraising pages and teams (issue 25): the campaign setting, the pages, teams and leaderboards.
 * The public reads are kept in the read cache like the other public campaign reads; every write here clears it,
 * and so does every payment that moves a total (payments' onTotalsChanged), so a gift through a page shows at once.
 */
export function fundraiserRoutes(c: FeatureContext): FastifyPluginAsync {
  const deps: FundraiserDeps = { db: c.database.db, readCache: c.readCache };
  const uploads = { db: c.database.db, uploadsDir: path.join(c.config.dataDir, 'uploads') };
  const cached = { readCache: c.readCache };
  return async (app) => {
    addOperation(app, ops.leaderboard, ({ params, query }) => fundraiserLeaderboard(deps.db, params.id, query), cached);
    addOperation(app, ops.teamLeaderboard, ({ params, query }) => teamLeaderboard(deps.db, params.id, query), cached);
    addOperation(app, ops.page, ({ params }) => publicFundraiser(deps.db, params.id, params.slug), cached);
    addOperation(
      app,
      ops.supporters,
      ({ params, query }) => publicSupporters(deps.db, params.id, params.slug, query.page),
      cached,
    );
    addOperation(app, ops.team, ({ params }) => publicTeam(deps.db, params.id, params.slug), cached);

    addOperation(app, ops.create, ({ params, body, user }) => createFundraiser(deps, user.id, params.id, body));
    addOperation(app, ops.createTeam, ({ params, body, user }) => createTeam(deps, user.id, params.id, body));
    addOperation(
      app,
      ops.uploadPhoto,
      async ({ request, user }) => {
        const { file } = await readMultipartForm(request, 'file');
        if (!file) throw new AppError('BAD_REQUEST', uploadMessages.missingFile);
        return uploadImage(uploads, file, user.id);
      },
      { rateLimits: [perAccount('fundraiser-photo', FUNDRAISER_PHOTO_RATE, accountMessages.tooManyRequests)] },
    );
    addOperation(app, ops.edit, ({ params, body, user }) => editFundraiser(deps, user.id, params.fundraiserId, body));
    addOperation(app, ops.setStatus, ({ params, body, user }) =>
      setFundraiserStatus(deps, user.id, params.fundraiserId, body.status),
    );
    addOperation(app, ops.mine, ({ user }) => myFundraisers(deps.db, user.id));

    addOperation(app, ops.settings, ({ params }) => fundraisingSettings(deps.db, params.id));
    addOperation(app, ops.saveSettings, ({ params, body }) => saveFundraisingSettings(deps, params.id, body));
    addOperation(app, ops.adminList, ({ params, query }) => adminFundraisers(deps.db, params.id, query));
    const audit = (user: AuditContext['actor'], request: FastifyRequest): AuditContext => ({
      actor: user,
      ip: request.ip,
    });
    addOperation(app, ops.hide, ({ params, user, request }) =>
      setFundraiserHidden(deps, audit(user, request), params.fundraiserId, true),
    );
    addOperation(app, ops.unhide, ({ params, user, request }) =>
      setFundraiserHidden(deps, audit(user, request), params.fundraiserId, false),
    );
    addOperation(app, ops.remove, ({ params, user, request }) =>
      removeFundraiser(deps, audit(user, request), params.fundraiserId),
    );
  };
}
