import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availableToursSchema,
  guestToursSchema,
  onboardingSaveResultSchema,
  onboardingSettingsInputSchema,
  onboardingTourSchema,
  progressIdParamsSchema,
  progressReplySchema,
  progressUpdateSchema,
  tourIdParamsSchema,
  tourSessionSchema,
} from '@causeway/contracts';
import type { Db } from '../../db/client';
import { requireAdmin, requireUser } from '../../plugins/auth-guards';
import { getOnboardingSettings, saveOnboardingSettings } from './onboarding-admin.service';
import {
  finishTour,
  getAvailableTours,
  getGuestTours,
  restartTour,
  startTour,
  updateProgress,
} from './onboarding.service';

export function onboardingRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/admin/onboarding/settings',
      { schema: { response: { 200: onboardingTourSchema } } },
      async (request) => {
        await requireAdmin(request);
        return getOnboardingSettings(db);
      },
    );
    app.post(
      '/api/admin/onboarding/settings',
      { schema: { body: onboardingSettingsInputSchema, response: { 200: onboardingSaveResultSchema } } },
      async (request) => {
        await requireAdmin(request);
        return saveOnboardingSettings(db, request.body);
      },
    );

    app.get(
      '/api/onboarding/available-tours',
      { schema: { response: { 200: availableToursSchema } } },
      async (request) => getAvailableTours(db, await requireUser(request)),
    );
    app.get('/api/onboarding/guest-tours', { schema: { response: { 200: guestToursSchema } } }, async () =>
      getGuestTours(db),
    );

    const session = { schema: { params: tourIdParamsSchema, response: { 200: tourSessionSchema } } };
    app.post('/api/onboarding/tours/:id/start', session, async (request) =>
      startTour(db, await requireUser(request), request.params.id),
    );
    app.post('/api/onboarding/tours/:id/restart', session, async (request) =>
      restartTour(db, await requireUser(request), request.params.id),
    );
    const finish = { schema: { params: tourIdParamsSchema, response: { 200: progressReplySchema } } };
    app.post('/api/onboarding/tours/:id/skip', finish, async (request) =>
      finishTour(db, await requireUser(request), request.params.id, 'skipped'),
    );
    app.post('/api/onboarding/tours/:id/complete', finish, async (request) =>
      finishTour(db, await requireUser(request), request.params.id, 'completed'),
    );
    app.put(
      '/api/onboarding/progress/:progressId',
      {
        schema: { params: progressIdParamsSchema, body: progressUpdateSchema, response: { 200: progressReplySchema } },
      },
      async (request) => updateProgress(db, await requireUser(request), request.params.progressId, request.body),
    );
  };
}
