import {
  onboardingMessages as m,
  onboardingSettingsInputSchema,
  PREVIEW_ONBOARDING_PARAM,
  type OnboardingTour,
} from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Eye, Sparkles } from 'lucide-react';
import { useWatch, type Path } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { errorMessage } from '@/lib/api-client';
import { useSaveOnboardingSettings } from '@/features/onboarding/api/save-onboarding-settings';
import { sampleSlides, sampleSteps } from '@/features/onboarding/lib/sample-tour';
import { tourToFormValues, type TourFormValues } from '@/features/onboarding/lib/tour-form';
import { ConfigurationCard } from './configuration-card';
import { SlidesCard } from './slides-card';
import { StepsCard } from './steps-card';
import { useZodForm } from '@/lib/use-zod-form';

const slideFields = [
  'title',
  'content',
  'image',
  'videoUrl',
  'buttonText',
  'backgroundColor',
  'textColor',
  'buttonColor',
];
const stepFields = ['stepId', 'title', 'content', 'target', 'redirectUrl', 'delay', 'spotlightPadding'];
const settingsFields = [
  'primaryColor',
  'backgroundColor',
  'textColor',
  'overlayColor',
  'spotlightRadius',
  'autoAdvanceDelay',
];

/** Every field the server may report a message for, so its 400 shows under the right input. */
function fieldPaths(values: TourFormValues): Path<TourFormValues>[] {
  return [
    'name',
    'description',
    'userType',
    'triggerEvent',
    ...settingsFields.map((f) => `settings.${f}`),
    ...values.slides.flatMap((_, i) => slideFields.map((f) => `slides.${i}.${f}`)),
    ...values.steps.flatMap((_, i) => stepFields.map((f) => `steps.${i}.${f}`)),
  ] as Path<TourFormValues>[];
}

/** Admin spec section 2, Onboarding settings: Preview, Generate Sample, the three cards and Save Settings. */
export function TourEditor({ tour }: { tour: OnboardingTour }) {
  const { t, i18n } = useLingui();
  const form = useZodForm<typeof onboardingSettingsInputSchema, TourFormValues>(onboardingSettingsInputSchema, {
    defaultValues: tourToFormValues(tour),
  });
  const [isEnabled, showIntroSlides] = useWatch({ control: form.control, name: ['isEnabled', 'showIntroSlides'] });

  const save = useSaveOnboardingSettings({
    onSuccess: (result) => {
      form.reset(tourToFormValues(result.settings));
      toast({ title: m.saveSucceededTitle, description: m.saveSucceededDescription });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: m.saveFailedTitle,
        description: errorMessage(error, m.saveFailedFallback),
      }),
  });

  const onSubmit = form.handleSubmit(
    (values) => {
      if (save.isPending) return;
      save.mutate(values, { onError: (error) => applyFieldErrors(error, fieldPaths(form.getValues()), form.setError) });
    },
    (errors) => {
      // Slides are validated and saved even while their card is hidden: say where the problem is.
      const hiddenSlides = errors.slides && !form.getValues('showIntroSlides');
      toast({
        variant: 'destructive',
        title: m.saveFailedTitle,
        description: hiddenSlides
          ? t`A welcome slide needs attention: turn on "Show intro slides" to see it.`
          : t`Please correct the highlighted fields.`,
      });
    },
  );

  const preview = () => {
    // Section 2: a 1200×800 window on the dashboard, which plays the saved tour whatever the admin's progress.
    window.open(`/dashboard?${PREVIEW_ONBOARDING_PARAM}=true`, 'onboarding-preview', 'width=1200,height=800');
    toast({ title: m.previewOpened, description: t`The saved tour plays in the new window.` });
  };

  const generateSample = () => {
    form.setValue('slides', sampleSlides(i18n), { shouldDirty: true });
    form.setValue('steps', sampleSteps(i18n), { shouldDirty: true });
    form.setValue('showIntroSlides', true, { shouldDirty: true });
    toast({ title: m.sampleGenerated, description: t`Three slides and four steps are ready to edit and save.` });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-6" aria-busy={save.isPending}>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={preview} disabled={!isEnabled}>
          <Eye aria-hidden="true" />
          <Trans>Preview</Trans>
        </Button>
        <Button variant="outline" onClick={generateSample}>
          <Sparkles aria-hidden="true" />
          <Trans>Generate Sample</Trans>
        </Button>
      </div>
      <ConfigurationCard form={form} />
      {showIntroSlides ? <SlidesCard form={form} /> : null}
      <StepsCard form={form} />
      <div className="sticky bottom-0 z-10 -mx-4 flex justify-end gap-2 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:px-5">
        <SubmitButton busy={save.isPending} busyLabel={t`Saving...`}>
          <Trans>Save Settings</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
