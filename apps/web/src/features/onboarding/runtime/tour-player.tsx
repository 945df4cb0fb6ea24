import { useCallback, useEffect, useRef, useState } from 'react';
import { finishTour } from '@/features/onboarding/api/tour-progress';
import { SlideViewer } from '@/features/onboarding/components/runtime/slide-viewer';
import { StepTour } from '@/features/onboarding/components/runtime/step-tour';
import type { ActiveTour } from './onboarding-runtime';

type Phase = 'slides' | 'steps';

/**
 * One run of a tour (admin spec section 4): the intro slides when there are any, then the steps. Finishing records
 * the tour as completed, skipping as skipped, so it never starts by itself again; a preview records nothing, and a
 * signed-out visitor's run is remembered by the caller (`onClose` is told how it ended).
 */
export function TourPlayer({
  active,
  onClose,
}: {
  active: ActiveTour;
  onClose: (how: 'completed' | 'skipped') => void;
}) {
  const { tour, progress, recorded } = active;
  const resumed = progress !== null && progress.currentStep > 0 && progress.currentStep < tour.steps.length;
  const withSlides = tour.showIntroSlides && tour.slides.length > 0 && !resumed;
  const [phase, setPhase] = useState<Phase>(withSlides ? 'slides' : 'steps');
  const done = useRef(false);

  const finish = useCallback(
    (how: 'completed' | 'skipped') => {
      if (done.current) return;
      done.current = true;
      if (recorded && tour.id !== null) void finishTour(tour.id, how === 'skipped' ? 'skip' : 'complete');
      onClose(how);
    },
    [recorded, tour.id, onClose],
  );

  // Section 4: when the slides finish or are skipped, the steps start if there are any.
  const slidesDone = useCallback(
    (how: 'completed' | 'skipped') => (tour.steps.length > 0 ? setPhase('steps') : finish(how)),
    [tour.steps.length, finish],
  );

  // Nothing to show (no slides shown and no steps): the tour completes at once (section 4).
  const empty = phase === 'steps' && tour.steps.length === 0;
  useEffect(() => {
    if (empty) finish('completed');
  }, [empty, finish]);

  if (phase === 'slides') return <SlideViewer slides={tour.slides} settings={tour.settings} onDone={slidesDone} />;
  if (empty) return null;
  return (
    <StepTour
      steps={tour.steps}
      settings={tour.settings}
      startAt={resumed ? progress.currentStep : 0}
      progressId={recorded ? (progress?.id ?? null) : null}
      onFinish={finish}
    />
  );
}
