import {
  defaultTour,
  defaultTourSettings,
  tourSettingsSchema,
  type OnboardingTour,
  type TourProgress,
  type TourSettings,
} from '@causeway/contracts';
import type { ProgressRow, SlideRow, StepRow, TourRow } from './onboarding.repository';

/** A stored settings document read through its contract; a missing or stale key falls back to section 9's default. */
function readSettings(stored: unknown): TourSettings {
  const merged = { ...defaultTourSettings, ...(stored && typeof stored === 'object' ? stored : {}) };
  const parsed = tourSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : defaultTourSettings;
}

export function toTour(row: TourRow, slides: SlideRow[], steps: StepRow[]): OnboardingTour & { id: number } {
  return {
    id: row.id,
    isEnabled: row.isEnabled,
    name: row.name,
    description: row.description,
    userType: row.userType,
    triggerEvent: row.triggerEvent,
    showIntroSlides: row.showIntroSlides,
    settings: readSettings(row.settings),
    slides: slides
      .filter((s) => s.tourId === row.id)
      .map((s, order) => ({
        title: s.title,
        content: s.content,
        mediaType: s.mediaType,
        image: s.imageUrl,
        videoUrl: s.videoUrl,
        videoAutoplay: s.videoAutoplay,
        videoMuted: s.videoMuted,
        videoLoop: s.videoLoop,
        backgroundColor: s.backgroundColor,
        textColor: s.textColor,
        buttonText: s.buttonText,
        buttonColor: s.buttonColor,
        order,
      })),
    steps: steps
      .filter((s) => s.tourId === row.id)
      .map((s, order) => ({
        stepId: s.stepId,
        title: s.title,
        content: s.content,
        target: s.target,
        placement: s.placement,
        showNext: s.showNext,
        showBack: s.showBack,
        showSkip: s.showSkip,
        action: s.action,
        redirectUrl: s.redirectUrl,
        delay: s.delay,
        spotlightPadding: s.spotlightPadding,
        disableBeacon: s.disableBeacon,
        order,
      })),
  };
}

/** The editor's starting point before the first save (section 9's defaults, no slides or steps). */
export function defaultOnboardingTour(): OnboardingTour {
  return { id: null, ...defaultTour, settings: { ...defaultTourSettings }, slides: [], steps: [] };
}

export function toProgress(row: ProgressRow): TourProgress {
  const status =
    row.stepStatus && typeof row.stepStatus === 'object' ? (row.stepStatus as Record<string, unknown>) : {};
  return {
    id: row.id,
    tourId: row.tourId,
    isCompleted: row.isCompleted,
    isSkipped: row.isSkipped,
    currentStep: row.currentStep,
    stepStatus: Object.fromEntries(
      Object.entries(status)
        .filter(([, v]) => v === 'completed')
        .map(([k]) => [k, 'completed' as const]),
    ),
  };
}
