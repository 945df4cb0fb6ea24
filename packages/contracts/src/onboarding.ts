// Onboarding tours (admin spec sections 2, 3, 4, 5 and 9): constants, defaults and messages, free of zod so the
// tour runtime can read them without loading the schemas.
import type { slideMediaTypes, stepActions, stepPlacements, tourTriggerEvents, tourUserTypes } from './admin';
import type { Endpoint } from './operation';

export type TourUserType = (typeof tourUserTypes)[number];
export type TourTriggerEvent = (typeof tourTriggerEvents)[number];
export type SlideMediaType = (typeof slideMediaTypes)[number];
export type StepPlacement = (typeof stepPlacements)[number];
export type StepAction = (typeof stepActions)[number];

/** PUT /api/onboarding/progress/{id}: what the user did on a step (section 4: next or close completes it). */
export const progressActions = ['next', 'prev', 'close'] as const;
export type ProgressAction = (typeof progressActions)[number];

export const MAX_TOUR_SLIDES = 20;
export const MAX_TOUR_STEPS = 50;
/** Slide and step HTML, before sanitizing. */
export const MAX_TOUR_HTML_LENGTH = 20_000;
export const MAX_AUTO_ADVANCE_DELAY_MS = 60_000;
export const MAX_STEP_DELAY_MS = 10_000;

/** The query flag of the editor's Preview window (section 2). */
export const PREVIEW_ONBOARDING_PARAM = 'preview_onboarding';

export const onboardingMessages = {
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  slideTitleRequired: 'Slide title is required',
  slideContentRequired: 'Slide content is required',
  stepIdRequired: 'Step ID is required',
  stepTitleRequired: 'Step title is required',
  stepContentRequired: 'Step content is required',
  stepIdsUnique: 'Each step needs its own Step ID',
  tooManySlides: `A tour can have at most ${MAX_TOUR_SLIDES} slides`,
  tooManySteps: `A tour can have at most ${MAX_TOUR_STEPS} steps`,
  contentTooLong: `Content must be at most ${MAX_TOUR_HTML_LENGTH} characters`,
  colorInvalid: 'Enter a colour such as #3b82f6 or rgba(0,0,0,0.5)',
  imageUrlInvalid: 'Image must be an uploaded image or an http(s) link',
  videoUrlInvalid: 'Video must be an http(s) link',
  redirectUrlInvalid: 'Redirect URL must be a path on this site or an http(s) link',
  redirectUrlRequired: 'Redirect URL is required when the action is redirect',
  targetInvalid: 'Target must be a CSS selector such as #donate-button',
  saved: 'Onboarding settings saved',
  tourNotFound: 'Tour not found',
  progressNotFound: 'Tour progress not found',
  unknownStep: 'This step is not part of the tour',
  // Section 8: the editor's toasts.
  saveSucceededTitle: 'Settings Saved',
  saveSucceededDescription: 'Your onboarding experience has been updated successfully',
  saveFailedTitle: 'Save Failed',
  saveFailedFallback: 'Failed to save onboarding settings',
  loadFailed: 'Failed to fetch onboarding settings',
  previewOpened: 'Preview Opened',
  sampleGenerated: 'Sample Content Generated!',
} as const;

/** Section 9's defaults: the editor starts from these when no tour was saved yet. */
export const defaultTourSettings = {
  allowSkip: true,
  showProgress: true,
  showStepNumbers: true,
  primaryColor: '#3b82f6',
  backgroundColor: '#ffffff',
  textColor: '#1f2937',
  overlayColor: 'rgba(0,0,0,0.5)',
  spotlightRadius: 10,
  autoAdvance: false,
  autoAdvanceDelay: 3000,
};

export const defaultTour = {
  isEnabled: false,
  name: 'Welcome Tour',
  description: 'Help new users get started with the platform',
  userType: 'all' as TourUserType,
  triggerEvent: 'first_login' as TourTriggerEvent,
  showIntroSlides: true,
};

/**
 * Section 2: YouTube watch and short links (11-character id) and Vimeo numeric links become embed URLs; any other
 * URL is returned as given.
 */
export function toVideoEmbedUrl(url: string): string {
  const trimmed = url.trim();
  const youtube =
    /^https?:\/\/(?:www\.|m\.)?youtube\.com\/watch\?(?:.*&)?v=([\w-]{11})(?:[&#].*)?$/i.exec(trimmed) ??
    /^https?:\/\/youtu\.be\/([\w-]{11})(?:[?#].*)?$/i.exec(trimmed);
  if (youtube) return `https://www.youtube.com/embed/${youtube[1]}`;
  const vimeo = /^https?:\/\/(?:www\.)?vimeo\.com\/(\d+)(?:[/?#].*)?$/i.exec(trimmed);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  return trimmed;
}

/** Embeds shown in a frame (and allowed by the page's Content-Security-Policy); other videos play in <video>. */
export function isFramedVideo(url: string): boolean {
  return /^https:\/\/(www\.youtube\.com\/embed\/|player\.vimeo\.com\/video\/)/.test(url);
}

/**
 * What slide and step HTML may contain: text formatting, lists, headings, links and images. The server applies it
 * with DOMPurify when a tour is saved and the browser again before rendering, so a script, an event handler, a
 * style or a javascript: URL written by an administrator never runs for a donor (DOMPurify drops unsafe URLs).
 */
export const TOUR_HTML_POLICY = {
  ALLOWED_TAGS: [
    'a',
    'b',
    'blockquote',
    'br',
    'code',
    'div',
    'em',
    'h1',
    'h2',
    'h3',
    'h4',
    'hr',
    'i',
    'img',
    'li',
    'ol',
    'p',
    'pre',
    's',
    'small',
    'span',
    'strong',
    'sub',
    'sup',
    'u',
    'ul',
  ],
  ALLOWED_ATTR: ['href', 'title', 'src', 'alt', 'width', 'height'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** Onboarding tours (admin spec sections 2 and 8): where their operations live (operation.ts). */
export const onboardingEndpoints = {
  settings: { method: 'GET', path: '/api/admin/onboarding/settings' },
  saveSettings: { method: 'POST', path: '/api/admin/onboarding/settings' },
  available: { method: 'GET', path: '/api/onboarding/available-tours' },
  guest: { method: 'GET', path: '/api/onboarding/guest-tours' },
  start: { method: 'POST', path: '/api/onboarding/tours/:id/start' },
  restart: { method: 'POST', path: '/api/onboarding/tours/:id/restart' },
  skip: { method: 'POST', path: '/api/onboarding/tours/:id/skip' },
  complete: { method: 'POST', path: '/api/onboarding/tours/:id/complete' },
  progress: { method: 'PUT', path: '/api/onboarding/progress/:progressId' },
} as const satisfies Record<string, Endpoint>;
