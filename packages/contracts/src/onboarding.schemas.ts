import { z } from 'zod';
import { operation } from './operation';
import { slideMediaTypes, stepActions, stepPlacements, tourTriggerEvents, tourUserTypes } from './admin';
import {
  MAX_AUTO_ADVANCE_DELAY_MS,
  MAX_STEP_DELAY_MS,
  MAX_TOUR_HTML_LENGTH,
  MAX_TOUR_SLIDES,
  MAX_TOUR_STEPS,
  onboardingEndpoints,
  onboardingMessages as m,
  progressActions,
} from './onboarding';

// Colours end up in inline styles: only plain colour values, so nothing else can ride along in a style.
const colorPattern =
  /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*)?\)|[a-z]{3,20})$/i;
const color = z.string().trim().regex(colorPattern, m.colorInvalid);
/** An optional colour: empty means the tour's own. */
const optionalColor = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || colorPattern.test(v), m.colorInvalid);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);
const html = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(MAX_TOUR_HTML_LENGTH, m.contentTooLong);
const httpUrl = /^https?:\/\/[^\s]+$/i;

/** Section 3, Slide; the spec defines its schema without applying it: we apply it, with its messages. */
export const tourSlideSchema = z
  .object({
    title: z.string({ error: m.slideTitleRequired }).trim().min(1, m.slideTitleRequired).max(200),
    content: html(m.slideContentRequired),
    mediaType: z.enum(slideMediaTypes).default('none'),
    image: optionalText(2048).refine(
      (v) => v === null || v.startsWith('/uploads/') || httpUrl.test(v),
      m.imageUrlInvalid,
    ),
    videoUrl: optionalText(2048).refine((v) => v === null || httpUrl.test(v), m.videoUrlInvalid),
    videoAutoplay: z.boolean().default(false),
    videoMuted: z.boolean().default(true),
    videoLoop: z.boolean().default(false),
    backgroundColor: optionalColor,
    textColor: optionalColor,
    buttonText: optionalText(60),
    buttonColor: optionalColor,
    order: z.number().int().min(0).optional(),
  })
  // Section 2: the media picker clears the image away from image and the video away from video; the stored slide
  // keeps only the media of its type.
  .transform((s) => ({
    ...s,
    image: s.mediaType === 'image' ? s.image : null,
    videoUrl: s.mediaType === 'video' ? s.videoUrl : null,
  }));
export type TourSlideInput = z.input<typeof tourSlideSchema>;
export type TourSlide = z.output<typeof tourSlideSchema> & { order: number };

/** Section 3, Step; validated like the slide. */
export const tourStepSchema = z
  .object({
    stepId: z.string({ error: m.stepIdRequired }).trim().min(1, m.stepIdRequired).max(100),
    title: z.string({ error: m.stepTitleRequired }).trim().min(1, m.stepTitleRequired).max(200),
    content: html(m.stepContentRequired),
    target: z
      .string()
      .trim()
      .max(500)
      .regex(/^[^<>{}]*$/, m.targetInvalid)
      .nullish()
      .transform((v) => v || 'body'),
    placement: z.enum(stepPlacements).default('bottom'),
    showNext: z.boolean().default(true),
    showBack: z.boolean().default(true),
    showSkip: z.boolean().default(true),
    action: z.enum(stepActions).default('next'),
    // A same-site path ('/campaigns', not '//evil.example') or an http(s) link: never a javascript: URL.
    redirectUrl: optionalText(2048).refine(
      (v) => v === null || /^\/(?!\/)/.test(v) || httpUrl.test(v),
      m.redirectUrlInvalid,
    ),
    delay: z.number().int().min(0).max(MAX_STEP_DELAY_MS).default(0),
    spotlightPadding: z.number().int().min(0).max(100).default(10),
    disableBeacon: z.boolean().default(false),
    order: z.number().int().min(0).optional(),
  })
  .refine((s) => s.action !== 'redirect' || s.redirectUrl !== null, {
    message: m.redirectUrlRequired,
    path: ['redirectUrl'],
  });
export type TourStepInput = z.input<typeof tourStepSchema>;
export type TourStep = z.output<typeof tourStepSchema> & { order: number };

/** Section 3, settings{…}. */
export const tourSettingsSchema = z.object({
  allowSkip: z.boolean(),
  showProgress: z.boolean(),
  showStepNumbers: z.boolean(),
  primaryColor: color,
  backgroundColor: color,
  textColor: color,
  overlayColor: color,
  spotlightRadius: z.number().int().min(0).max(100),
  autoAdvance: z.boolean(),
  autoAdvanceDelay: z.number().int().min(500).max(MAX_AUTO_ADVANCE_DELAY_MS),
});
export type TourSettings = z.infer<typeof tourSettingsSchema>;

/** POST /api/admin/onboarding/settings: the form's fields plus slides and steps (section 7). */
export const onboardingSettingsInputSchema = z
  .object({
    isEnabled: z.boolean(),
    name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(120),
    description: z.string({ error: m.descriptionRequired }).trim().min(1, m.descriptionRequired).max(500),
    userType: z.enum(tourUserTypes),
    triggerEvent: z.enum(tourTriggerEvents),
    showIntroSlides: z.boolean(),
    settings: tourSettingsSchema,
    slides: z.array(tourSlideSchema).max(MAX_TOUR_SLIDES, m.tooManySlides),
    steps: z.array(tourStepSchema).max(MAX_TOUR_STEPS, m.tooManySteps),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.steps.forEach((step, index) => {
      if (seen.has(step.stepId))
        ctx.addIssue({ code: 'custom', message: m.stepIdsUnique, path: ['steps', index, 'stepId'] });
      seen.add(step.stepId);
    });
  });
export type OnboardingSettingsInput = z.input<typeof onboardingSettingsInputSchema>;

const slideOutSchema = z.object({
  title: z.string(),
  content: z.string(),
  mediaType: z.enum(slideMediaTypes),
  image: z.string().nullable(),
  videoUrl: z.string().nullable(),
  videoAutoplay: z.boolean(),
  videoMuted: z.boolean(),
  videoLoop: z.boolean(),
  backgroundColor: z.string().nullable(),
  textColor: z.string().nullable(),
  buttonText: z.string().nullable(),
  buttonColor: z.string().nullable(),
  order: z.number(),
});
const stepOutSchema = z.object({
  stepId: z.string(),
  title: z.string(),
  content: z.string(),
  target: z.string(),
  placement: z.enum(stepPlacements),
  showNext: z.boolean(),
  showBack: z.boolean(),
  showSkip: z.boolean(),
  action: z.enum(stepActions),
  redirectUrl: z.string().nullable(),
  delay: z.number(),
  spotlightPadding: z.number(),
  disableBeacon: z.boolean(),
  order: z.number(),
});

/** A whole tour as stored (its HTML sanitized); `id` is null until the first save. */
export const onboardingTourSchema = z.object({
  id: z.number().nullable(),
  isEnabled: z.boolean(),
  name: z.string(),
  description: z.string(),
  userType: z.enum(tourUserTypes),
  triggerEvent: z.enum(tourTriggerEvents),
  showIntroSlides: z.boolean(),
  settings: tourSettingsSchema,
  slides: z.array(slideOutSchema),
  steps: z.array(stepOutSchema),
});
export type OnboardingTour = z.infer<typeof onboardingTourSchema>;
export type TourSlideOut = z.infer<typeof slideOutSchema>;
export type TourStepOut = z.infer<typeof stepOutSchema>;

export const onboardingSaveResultSchema = z.object({ message: z.string(), settings: onboardingTourSchema });
export type OnboardingSaveResult = z.infer<typeof onboardingSaveResultSchema>;

/** Section 3, Tour (user side): a saved tour, so its id is known; isActive mirrors isEnabled. */
export const userTourSchema = onboardingTourSchema.extend({ id: z.number(), isActive: z.boolean() });
export type UserTour = z.infer<typeof userTourSchema>;

/** Section 3, Progress; `stepStatus` is the per-step completion ({ [stepId]: 'completed' }). */
export const tourProgressSchema = z.object({
  id: z.number(),
  tourId: z.number(),
  isCompleted: z.boolean(),
  isSkipped: z.boolean(),
  currentStep: z.number(),
  stepStatus: z.record(z.string(), z.literal('completed')),
});
export type TourProgress = z.infer<typeof tourProgressSchema>;

/** GET /api/onboarding/available-tours; `autoStartTourId` applies section 4's trigger rules on the server. */
export const availableToursSchema = z.object({
  tours: z.array(userTourSchema),
  progress: z.array(tourProgressSchema),
  autoStartTourId: z.number().nullable(),
});
export type AvailableTours = z.infer<typeof availableToursSchema>;

export const guestToursSchema = z.array(userTourSchema);

export const tourSessionSchema = z.object({ tour: userTourSchema, progress: tourProgressSchema });
export type TourSession = z.infer<typeof tourSessionSchema>;
export const progressReplySchema = z.object({ progress: tourProgressSchema });

export const tourIdParamsSchema = z.object({ id: z.coerce.number().int().positive(m.tourNotFound) });
export const progressIdParamsSchema = z.object({ progressId: z.coerce.number().int().positive(m.progressNotFound) });

/** PUT /api/onboarding/progress/{progressId}: stepId and action (section 7). */
export const progressUpdateSchema = z.object({
  stepId: z.string().trim().min(1, m.stepIdRequired).max(100),
  action: z.enum(progressActions),
});
export type ProgressUpdate = z.infer<typeof progressUpdateSchema>;

const e = onboardingEndpoints;
export const onboardingOperations = {
  settings: operation(e.settings, {
    access: 'admin',
    summary: 'The edited tour with its slides and steps',
    tags: ['admin/onboarding'],
    responses: { 200: onboardingTourSchema },
  }),
  saveSettings: operation(e.saveSettings, {
    access: 'admin',
    summary: 'Saves the tour whole; answers it as stored',
    tags: ['admin/onboarding'],
    body: onboardingSettingsInputSchema,
    responses: { 200: onboardingSaveResultSchema },
  }),
  available: operation(e.available, {
    access: 'signed-in',
    summary: "The tours for the user's role, with their progress and the one to start now",
    tags: ['onboarding'],
    responses: { 200: availableToursSchema },
  }),
  guest: operation(e.guest, {
    access: 'public',
    summary: 'The enabled tours meant for all users, for visitors',
    tags: ['onboarding'],
    responses: { 200: guestToursSchema },
  }),
  start: operation(e.start, {
    access: 'signed-in',
    summary: "Starts a tour: the tour and the user's progress record",
    tags: ['onboarding'],
    params: tourIdParamsSchema,
    responses: { 200: tourSessionSchema },
  }),
  restart: operation(e.restart, {
    access: 'signed-in',
    summary: 'Starts a tour again from its first step',
    tags: ['onboarding'],
    params: tourIdParamsSchema,
    responses: { 200: tourSessionSchema },
  }),
  skip: operation(e.skip, {
    access: 'signed-in',
    summary: 'Skips a tour: it does not start by itself again',
    tags: ['onboarding'],
    params: tourIdParamsSchema,
    responses: { 200: progressReplySchema },
  }),
  complete: operation(e.complete, {
    access: 'signed-in',
    summary: 'Completes a tour',
    tags: ['onboarding'],
    params: tourIdParamsSchema,
    responses: { 200: progressReplySchema },
  }),
  progress: operation(e.progress, {
    access: 'signed-in',
    summary: 'Records the step a user left and how (their own progress only)',
    tags: ['onboarding'],
    params: progressIdParamsSchema,
    body: progressUpdateSchema,
    responses: { 200: progressReplySchema },
  }),
};
