import type { FastifyPluginAsync } from 'fastify';
import { onboardingOperations as ops } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { addOperation } from '../../lib/operation-route';
import { getOnboardingSettings, saveOnboardingSettings } from './onboarding-admin.service';
import {
  finishTour,
  getAvailableTours,
  getGuestTours,
  restartTour,
  startTour,
  updateProgress,
} from './onboarding.service';

export function onboardingRoutes(deps: { db: Db }): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    addOperation(app, ops.settings, () => getOnboardingSettings(db));
    addOperation(app, ops.saveSettings, ({ body }) => saveOnboardingSettings(db, body));
    // The access hook has signed the caller in; `user` is who it is.
    addOperation(app, ops.available, async ({ user }) => getAvailableTours(db, user));
    addOperation(app, ops.guest, () => getGuestTours(db));
    addOperation(app, ops.start, async ({ params, user }) => startTour(db, user, params.id));
    addOperation(app, ops.restart, async ({ params, user }) => restartTour(db, user, params.id));
    addOperation(app, ops.skip, async ({ params, user }) => finishTour(db, user, params.id, 'skipped'));
    addOperation(app, ops.complete, async ({ params, user }) => finishTour(db, user, params.id, 'completed'));
    addOperation(app, ops.progress, async ({ params, body, user }) =>
      updateProgress(db, user, params.progressId, body),
    );
  };
}
