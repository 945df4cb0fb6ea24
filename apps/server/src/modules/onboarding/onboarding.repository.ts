import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TourSettings } from '@causeway/contracts';
import type { Executor } from '../../db/client';
import { onboardingProgress, onboardingSlides, onboardingSteps, onboardingTours } from '../../db/schema';

export type TourRow = typeof onboardingTours.$inferSelect;
export type SlideRow = typeof onboardingSlides.$inferSelect;
export type StepRow = typeof onboardingSteps.$inferSelect;
export type ProgressRow = typeof onboardingProgress.$inferSelect;
export type NewTour = Omit<typeof onboardingTours.$inferInsert, 'settings'> & { settings: TourSettings };
export type NewSlide = Omit<typeof onboardingSlides.$inferInsert, 'tourId' | 'id'>;
export type NewStep = Omit<typeof onboardingSteps.$inferInsert, 'tourId' | 'id'>;

/** The editor manages one tour: the first one saved. */
export async function findEditedTour(db: Executor): Promise<TourRow | undefined> {
  const [row] = await db.select().from(onboardingTours).orderBy(asc(onboardingTours.id)).limit(1);
  return row;
}

export async function findTour(db: Executor, tourId: number): Promise<TourRow | undefined> {
  const [row] = await db.select().from(onboardingTours).where(eq(onboardingTours.id, tourId)).limit(1);
  return row;
}

export async function listEnabledTours(db: Executor): Promise<TourRow[]> {
  return db.select().from(onboardingTours).where(eq(onboardingTours.isEnabled, true)).orderBy(asc(onboardingTours.id));
}

export async function listSlides(db: Executor, tourIds: number[]): Promise<SlideRow[]> {
  if (tourIds.length === 0) return [];
  return db
    .select()
    .from(onboardingSlides)
    .where(inArray(onboardingSlides.tourId, tourIds))
    .orderBy(asc(onboardingSlides.sortOrder), asc(onboardingSlides.id));
}

export async function listSteps(db: Executor, tourIds: number[]): Promise<StepRow[]> {
  if (tourIds.length === 0) return [];
  return db
    .select()
    .from(onboardingSteps)
    .where(inArray(onboardingSteps.tourId, tourIds))
    .orderBy(asc(onboardingSteps.sortOrder), asc(onboardingSteps.id));
}

export async function insertTour(db: Executor, tour: NewTour): Promise<TourRow> {
  const [row] = await db.insert(onboardingTours).values(tour).returning();
  return row!;
}

export async function updateTour(db: Executor, tourId: number, tour: NewTour): Promise<void> {
  await db
    .update(onboardingTours)
    .set({ ...tour, updatedAt: new Date() })
    .where(eq(onboardingTours.id, tourId));
}

/** Slides and steps are saved whole with their tour: the old ones go, the given ones come in their order. */
export async function replaceTourContent(db: Executor, tourId: number, slides: NewSlide[], steps: NewStep[]) {
  await db.delete(onboardingSlides).where(eq(onboardingSlides.tourId, tourId));
  await db.delete(onboardingSteps).where(eq(onboardingSteps.tourId, tourId));
  if (slides.length) await db.insert(onboardingSlides).values(slides.map((s) => ({ ...s, tourId })));
  if (steps.length) await db.insert(onboardingSteps).values(steps.map((s) => ({ ...s, tourId })));
}

export async function listUserProgress(db: Executor, userId: number): Promise<ProgressRow[]> {
  return db.select().from(onboardingProgress).where(eq(onboardingProgress.userId, userId));
}

export async function findUserTourProgress(db: Executor, userId: number, tourId: number) {
  const [row] = await db
    .select()
    .from(onboardingProgress)
    .where(and(eq(onboardingProgress.userId, userId), eq(onboardingProgress.tourId, tourId)))
    .limit(1);
  return row;
}

export async function findProgress(db: Executor, progressId: number): Promise<ProgressRow | undefined> {
  const [row] = await db.select().from(onboardingProgress).where(eq(onboardingProgress.id, progressId)).limit(1);
  return row;
}

export type ProgressChange = Partial<
  Pick<ProgressRow, 'isCompleted' | 'isSkipped' | 'currentStep' | 'stepStatus' | 'startedAt' | 'completedAt'>
>;

/** Creates the user's record for the tour or changes it: one row per user and tour (a unique key). */
export async function upsertProgress(
  db: Executor,
  userId: number,
  tourId: number,
  change: ProgressChange,
): Promise<ProgressRow> {
  const [row] = await db
    .insert(onboardingProgress)
    .values({ userId, tourId, ...change })
    .onConflictDoUpdate({
      target: [onboardingProgress.userId, onboardingProgress.tourId],
      set: { ...change, updatedAt: new Date() },
    })
    .returning();
  return row!;
}
