import type { FastifyPluginAsync } from 'fastify';
import { onboardingOperations as ops } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { addOperation } from '../../lib/operation-route';
import { requireUser } from '../../plugins/auth-guards';
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
    // The access hook has signed the caller in; requireUser hands over who it is.
    addOperation(app, ops.available, async ({ request }) => getAvailableTours(db, await requireUser(request)));
    addOperation(app, ops.guest, () => getGuestTours(db));
    addOperation(app, ops.start, async ({ params, request }) => startTour(db, await requireUser(request), params.id));
    addOperation(app, ops.restart, async ({ params, request }) =>
      restartTour(db, await requireUser(request), params.id),
    );
    addOperation(app, ops.skip, async ({ params, request }) =>
      finishTour(db, await requireUser(request), params.id, 'skipped'),
    );
    addOperation(app, ops.complete, async ({ params, request }) =>
      finishTour(db, await requireUser(request), params.id, 'completed'),
    );
    addOperation(app, ops.progress, async ({ params, body, request }) =>
      updateProgress(db, await requireUser(request), params.progressId, body),
    );
  };
}
