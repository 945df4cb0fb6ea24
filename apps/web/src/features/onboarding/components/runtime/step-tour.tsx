import type { ProgressAction, TourSettings, TourStepOut } from '@causeway/contracts';
import { useCallback, useMemo } from 'react';
import { ACTIONS, EVENTS, Joyride, STATUS, type EventHandler, type Step } from 'react-joyride';
import { useNavigate } from 'react-router';
import { updateTourProgress } from '@/features/onboarding/api/tour-progress';
import { StepTooltip, TourStepContext, type StepEnd } from './step-tooltip';
import { TourHtml } from './tour-html';

type StepTourProps = {
  steps: TourStepOut[];
  settings: TourSettings;
  startAt: number;
  /** Null in a preview or for a signed-out visitor: nothing is recorded. */
  progressId: number | null;
  onFinish: (how: 'completed' | 'skipped') => void;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const recorded: Partial<Record<string, ProgressAction>> = {
  [ACTIONS.NEXT]: 'next',
  [ACTIONS.PREV]: 'prev',
  [ACTIONS.CLOSE]: 'close',
};

/**
 * The step tour on react-joyride (admin spec sections 2, 4 and 9): one tooltip per step, overlay clicks ignored,
 * Escape closes the tooltip, a step whose target is missing is skipped in the direction of travel (the library's
 * uncontrolled mode does that), and each step left by next, previous or close is recorded.
 */
export function StepTour({ steps, settings, startAt, progressId, onFinish }: StepTourProps) {
  const navigate = useNavigate();

  const joySteps = useMemo<Step[]>(
    () =>
      steps.map((step) => {
        const onBody = step.target.trim() === 'body';
        return {
          id: step.stepId,
          target: step.target,
          title: step.title,
          content: <TourHtml html={step.content} />,
          // A tooltip beside the whole page would sit off screen: a step on the body is centred.
          placement: onBody || step.placement === 'center' ? 'center' : step.placement,
          spotlightPadding: step.spotlightPadding,
          skipBeacon: step.disableBeacon,
          ...(step.delay > 0 ? { before: () => wait(step.delay) } : {}),
          data: step,
        };
      }),
    [steps],
  );

  const record = useCallback(
    (stepId: string, action: ProgressAction) => {
      if (progressId !== null) void updateTourProgress(progressId, { stepId, action });
    },
    [progressId],
  );

  const onEvent = useCallback<EventHandler>(
    (data) => {
      if (data.type === EVENTS.STEP_AFTER) {
        const action = recorded[data.action];
        if (action && data.step.id) record(String(data.step.id), action);
      }
      if (data.type === EVENTS.TARGET_NOT_FOUND) console.warn('Onboarding step target not found', data.step.target);
      if (data.type === EVENTS.TOUR_END || data.status === STATUS.FINISHED || data.status === STATUS.SKIPPED) {
        if (data.status === STATUS.SKIPPED) onFinish('skipped');
        else if (data.status === STATUS.FINISHED) onFinish('completed');
      }
    },
    [record, onFinish],
  );

  // A step's own action ends the tour early: 'close' completes it, 'redirect' completes it and opens the page.
  const endAt = useCallback(
    (step: TourStepOut, end: StepEnd) => {
      record(step.stepId, 'next');
      onFinish('completed');
      if (end === 'redirect' && step.redirectUrl) {
        if (step.redirectUrl.startsWith('/')) void navigate(step.redirectUrl);
        else window.location.assign(step.redirectUrl);
      }
    },
    [record, onFinish, navigate],
  );

  const context = useMemo(() => ({ settings, endAt }), [settings, endAt]);

  return (
    <TourStepContext.Provider value={context}>
      <Joyride
        steps={joySteps}
        run
        continuous
        initialStepIndex={startAt}
        onEvent={onEvent}
        tooltipComponent={StepTooltip}
        options={{
          zIndex: 10000,
          width: 380,
          primaryColor: settings.primaryColor,
          backgroundColor: settings.backgroundColor,
          arrowColor: settings.backgroundColor,
          textColor: settings.textColor,
          overlayColor: settings.overlayColor,
          spotlightRadius: settings.spotlightRadius,
          overlayClickAction: false,
          dismissKeyAction: 'close',
          // Section 9's 20 px below the sticky 64 px header, so the highlighted element is not hidden under it.
          scrollOffset: 84,
          scrollDuration: 300,
          beaconSize: 36,
        }}
      />
    </TourStepContext.Provider>
  );
}
