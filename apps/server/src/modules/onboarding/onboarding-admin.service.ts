import {
  onboardingMessages,
  toVideoEmbedUrl,
  type onboardingSettingsInputSchema,
  type OnboardingSaveResult,
  type OnboardingTour,
} from '@causeway/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  findEditedTour,
  insertTour,
  listSlides,
  listSteps,
  replaceTourContent,
  updateTour,
  type NewSlide,
  type NewStep,
} from './onboarding.repository';
import { tourHtmlSanitizer } from './sanitize-tour-html';
import { defaultOnboardingTour, toTour } from './tour-mapping';

export type OnboardingSettingsInput = z.output<typeof onboardingSettingsInputSchema>;

/** GET /api/admin/onboarding/settings: the edited tour with its slides and steps, or the defaults before a save. */
export async function getOnboardingSettings(db: Db): Promise<OnboardingTour> {
  const tour = await findEditedTour(db);
  if (!tour) return defaultOnboardingTour();
  return toTour(tour, await listSlides(db, [tour.id]), await listSteps(db, [tour.id]));
}

/**
 * POST /api/admin/onboarding/settings: the tour, its slides and its steps saved whole in one transaction. HTML is
 * sanitized here, before it is stored (and again by the browser when shown): see docs/decisions.md.
 */
export async function saveOnboardingSettings(db: Db, input: OnboardingSettingsInput): Promise<OnboardingSaveResult> {
  const sanitizeTourHtml = await tourHtmlSanitizer();
  const tourValues = {
    isEnabled: input.isEnabled,
    name: input.name,
    description: input.description,
    userType: input.userType,
    triggerEvent: input.triggerEvent,
    showIntroSlides: input.showIntroSlides,
    settings: input.settings,
  };
  const slides: NewSlide[] = input.slides.map((s, order) => ({
    title: s.title,
    content: sanitizeTourHtml(s.content),
    mediaType: s.mediaType,
    imageUrl: s.image,
    videoUrl: s.videoUrl && toVideoEmbedUrl(s.videoUrl),
    videoAutoplay: s.videoAutoplay,
    videoMuted: s.videoMuted,
    videoLoop: s.videoLoop,
    backgroundColor: s.backgroundColor,
    textColor: s.textColor,
    buttonText: s.buttonText,
    buttonColor: s.buttonColor,
    sortOrder: order,
  }));
  const steps: NewStep[] = input.steps.map((s, order) => ({
    stepId: s.stepId,
    title: s.title,
    content: sanitizeTourHtml(s.content),
    target: s.target,
    placement: s.placement,
    showNext: s.showNext,
    showBack: s.showBack,
    showSkip: s.showSkip,
    action: s.action,
    redirectUrl: s.action === 'redirect' ? s.redirectUrl : null,
    delay: s.delay,
    spotlightPadding: s.spotlightPadding,
    disableBeacon: s.disableBeacon,
    sortOrder: order,
  }));
  await db.transaction(async (tx) => {
    const existing = await findEditedTour(tx);
    const tourId = existing ? existing.id : (await insertTour(tx, tourValues)).id;
    if (existing) await updateTour(tx, tourId, tourValues);
    await replaceTourContent(tx, tourId, slides, steps);
  });
  return { message: onboardingMessages.saved, settings: await getOnboardingSettings(db) };
}
