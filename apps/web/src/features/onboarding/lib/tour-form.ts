import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OnboardingSettingsInput, OnboardingTour, TourSlideInput, TourStepInput } from '@causeway/contracts';

// The editor's values are the settings contract's input: one schema validates the form and the server's body.
export type TourFormValues = OnboardingSettingsInput & { slides: SlideFormValues[]; steps: StepFormValues[] };
export type SlideFormValues = TourSlideInput & {
  image: string;
  videoUrl: string;
  buttonText: string;
  backgroundColor: string;
  textColor: string;
  buttonColor: string;
};
export type StepFormValues = TourStepInput & { redirectUrl: string; target: string };

/** Form inputs hold text: the stored tour's nulls become empty fields (the schema turns them back into null). */
export function tourToFormValues(tour: OnboardingTour): TourFormValues {
  return {
    isEnabled: tour.isEnabled,
    name: tour.name,
    description: tour.description,
    userType: tour.userType,
    triggerEvent: tour.triggerEvent,
    showIntroSlides: tour.showIntroSlides,
    settings: { ...tour.settings },
    slides: tour.slides.map((s) => ({
      ...s,
      image: s.image ?? '',
      videoUrl: s.videoUrl ?? '',
      buttonText: s.buttonText ?? '',
      backgroundColor: s.backgroundColor ?? '',
      textColor: s.textColor ?? '',
      buttonColor: s.buttonColor ?? '',
    })),
    steps: tour.steps.map((s) => ({ ...s, redirectUrl: s.redirectUrl ?? '' })),
  };
}

/**
 * Section 9: a new slide is 'New Slide' without media, muted, neither autoplaying nor looping. Its title is written
 * in the administrator's language: once saved it is the tour's own text, shown as written.
 */
export function newSlide(i18n: I18n): SlideFormValues {
  return {
    title: i18n._(msg`New Slide`),
    content: '',
    mediaType: 'none',
    image: '',
    videoUrl: '',
    videoAutoplay: false,
    videoMuted: true,
    videoLoop: false,
    backgroundColor: '',
    textColor: '',
    buttonText: '',
    buttonColor: '',
  };
}

/** Section 5: new step IDs are unique strings. */
export function newStepId(): string {
  // getRandomValues, not randomUUID: the latter exists only on HTTPS pages and localhost.
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  return `step-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Section 9: a new step sits below the page body, with Next, Back and Skip, and moves on. */
export function newStep(): StepFormValues {
  return {
    stepId: newStepId(),
    title: '',
    content: '',
    target: 'body',
    placement: 'bottom',
    showNext: true,
    showBack: true,
    showSkip: true,
    action: 'next',
    redirectUrl: '',
    delay: 0,
    spotlightPadding: 10,
    disableBeacon: false,
  };
}
