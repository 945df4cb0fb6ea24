import {
  onboardingMessages as m,
  type AvailableTours,
  type ProgressUpdate,
  type TourProgress,
  type TourSession,
  type UserTour,
} from '@causeway/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  findProgress,
  findTour,
  findUserTourProgress,
  listEnabledTours,
  listSlides,
  listSteps,
  listUserProgress,
  upsertProgress,
  type ProgressChange,
  type ProgressRow,
  type TourRow,
} from './onboarding.repository';
import { toProgress, toTour } from './tour-mapping';

/** The signed-in user, as much of them as the trigger rules need. */
type Viewer = { id: number; role: 'donor' | 'admin'; createdAt: Date };

async function withContent(db: Db, rows: TourRow[]): Promise<UserTour[]> {
  const ids = rows.map((r) => r.id);
  const [slides, steps] = [await listSlides(db, ids), await listSteps(db, ids)];
  return rows.map((row) => ({ ...toTour(row, slides, steps), isActive: row.isEnabled }));
}

/** Enabled tours whose audience (section 6: donor, admin or all) includes the user's role. */
async function toursFor(db: Db, viewer: Pick<Viewer, 'role'> | null): Promise<TourRow[]> {
  const rows = await listEnabledTours(db);
  return rows.filter((t) => t.userType === 'all' || (viewer !== null && t.userType === viewer.role));
}

/**
 * Section 4's trigger rules, decided here so every client applies the same ones: a signup tour starts when the
 * user has no progress record for it, a first_login tour while its record is neither completed nor skipped, a
 * manual tour never by itself. A signup tour is also only for accounts opened after the tour was created, so
 * enabling one does not greet long-standing donors as newcomers (docs/decisions.md).
 */
export function shouldAutoStart(tour: TourRow, viewer: Viewer, progress: ProgressRow | undefined): boolean {
  if (tour.triggerEvent === 'signup') return !progress && viewer.createdAt >= tour.createdAt;
  if (tour.triggerEvent === 'first_login') return !progress || (!progress.isCompleted && !progress.isSkipped);
  return false;
}

/** GET /api/onboarding/available-tours. */
export async function getAvailableTours(db: Db, viewer: Viewer): Promise<AvailableTours> {
  const rows = await toursFor(db, viewer);
  const progress = (await listUserProgress(db, viewer.id)).filter((p) => rows.some((t) => t.id === p.tourId));
  const autoStart = rows.find((t) =>
    shouldAutoStart(
      t,
      viewer,
      progress.find((p) => p.tourId === t.id),
    ),
  );
  return {
    tours: await withContent(db, rows),
    progress: progress.map(toProgress),
    autoStartTourId: autoStart?.id ?? null,
  };
}

/** GET /api/onboarding/guest-tours: a signed-out visitor has no role, so only tours meant for all users. */
export async function getGuestTours(db: Db): Promise<UserTour[]> {
  return withContent(db, await toursFor(db, null));
}

/** A tour the user may take: enabled and meant for their role; anything else is a 404, as if it did not exist. */
async function tourForUser(db: Db, viewer: Viewer, tourId: number): Promise<TourRow> {
  const tour = await findTour(db, tourId);
  if (!tour || !tour.isEnabled || !(tour.userType === 'all' || tour.userType === viewer.role)) {
    throw new AppError('NOT_FOUND', m.tourNotFound);
  }
  return tour;
}

const fresh = (): ProgressChange => ({
  isCompleted: false,
  isSkipped: false,
  currentStep: 0,
  stepStatus: {},
  startedAt: new Date(),
  completedAt: null,
});

async function session(db: Db, tour: TourRow, progress: ProgressRow): Promise<TourSession> {
  const [userTour] = await withContent(db, [tour]);
  return { tour: userTour!, progress: toProgress(progress) };
}

/** POST …/start: resumes an unfinished record; a finished or skipped one (taken again by hand) starts over. */
export async function startTour(db: Db, viewer: Viewer, tourId: number): Promise<TourSession> {
  const tour = await tourForUser(db, viewer, tourId);
  const existing = await findUserTourProgress(db, viewer.id, tour.id);
  const unfinished = existing && !existing.isCompleted && !existing.isSkipped;
  const progress = unfinished ? existing : await upsertProgress(db, viewer.id, tour.id, fresh());
  return session(db, tour, progress);
}

/** POST …/restart: always from the first step. */
export async function restartTour(db: Db, viewer: Viewer, tourId: number): Promise<TourSession> {
  const tour = await tourForUser(db, viewer, tourId);
  return session(db, tour, await upsertProgress(db, viewer.id, tour.id, fresh()));
}

/** POST …/skip and …/complete: recorded even without a start, so the tour does not come back by itself. */
export async function finishTour(
  db: Db,
  viewer: Viewer,
  tourId: number,
  how: 'skipped' | 'completed',
): Promise<{ progress: TourProgress }> {
  const tour = await tourForUser(db, viewer, tourId);
  const change: ProgressChange =
    how === 'skipped'
      ? { isSkipped: true, completedAt: new Date() }
      : { isCompleted: true, isSkipped: false, completedAt: new Date() };
  return { progress: toProgress(await upsertProgress(db, viewer.id, tour.id, change)) };
}

/**
 * PUT /api/onboarding/progress/{id}: section 4, on next or close the step left is recorded as completed; prev moves
 * back. Another user's record is a 404, like one that does not exist.
 */
export async function updateProgress(
  db: Db,
  viewer: Viewer,
  progressId: number,
  update: ProgressUpdate,
): Promise<{ progress: TourProgress }> {
  const progress = await findProgress(db, progressId);
  if (!progress || progress.userId !== viewer.id) throw new AppError('NOT_FOUND', m.progressNotFound);
  const steps = await listSteps(db, [progress.tourId]);
  const index = steps.findIndex((s) => s.stepId === update.stepId);
  if (index < 0) throw new AppError('BAD_REQUEST', m.unknownStep);
  const change: ProgressChange =
    update.action === 'prev'
      ? { currentStep: Math.max(index - 1, 0) }
      : {
          currentStep: Math.min(index + 1, steps.length),
          stepStatus: { ...toProgress(progress).stepStatus, [update.stepId]: 'completed' },
        };
  return { progress: toProgress(await upsertProgress(db, viewer.id, progress.tourId, change)) };
}
