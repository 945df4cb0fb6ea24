import type { TourSettings, TourStepOut } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { createContext, useContext, useEffect, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import type { TooltipRenderProps } from 'react-joyride';

export type StepEnd = 'close' | 'redirect';
type TourStepContextValue = { settings: TourSettings; endAt: (step: TourStepOut, end: StepEnd) => void };
export const TourStepContext = createContext<TourStepContextValue | null>(null);

// Plain glyphs rather than icon components: the player's chunk then shares nothing with the first bundle's
// icon code, which would otherwise be split into a chunk of its own there (a few hundred bytes of budget).
const Glyph = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
    <path d={d} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
const CLOSE_GLYPH = 'M18 6 6 18M6 6l12 12';
const BACK_GLYPH = 'M19 12H5m7 7-7-7 7-7';
const NEXT_GLYPH = 'M5 12h14m-7-7 7 7-7 7';

const buttonBaseClassName =
  'inline-flex items-center justify-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current';

/**
 * A step's tooltip (admin spec section 2): title, HTML content, 'Step N of M' with a percentage and a bar, and
 * Previous, Next or Finish, and Skip Tour when skipping is allowed. Phones also get a floating Skip and arrow
 * controls at the bottom of the screen.
 */
export function StepTooltip({
  index,
  size,
  isLastStep,
  step,
  backProps,
  primaryProps,
  skipProps,
  controls,
  tooltipProps,
}: TooltipRenderProps) {
  const { t } = useLingui();
  const context = useContext(TourStepContext);
  const settings = context!.settings;
  const data = step.data as TourStepOut;
  const canSkip = settings.allowSkip && data.showSkip;
  const position = index + 1;
  const percent = Math.round((position / size) * 100);

  // Auto-advance: the next step after the configured delay, unless the user moves first.
  useEffect(() => {
    if (!settings.autoAdvance) return;
    const timer = setTimeout(() => controls.next(), settings.autoAdvanceDelay);
    return () => clearTimeout(timer);
  }, [settings.autoAdvance, settings.autoAdvanceDelay, controls, index]);

  const primary = (event: MouseEvent<HTMLElement>) => {
    if (data.action === 'close' || data.action === 'redirect') return context!.endAt(data, data.action);
    primaryProps.onClick(event);
  };
  const primaryLabel = isLastStep || data.action === 'close' ? t`Finish` : t`Next`;

  return (
    <div
      {...tooltipProps}
      aria-labelledby="onboarding-step-title"
      data-testid="onboarding-step"
      className="grid w-[min(380px,calc(100vw-2rem))] gap-3 rounded-xl p-5 shadow-2xl"
      style={{ backgroundColor: settings.backgroundColor, color: settings.textColor }}
    >
      <div className="flex items-start gap-3">
        {settings.showStepNumbers ? (
          <span
            className="grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold text-white"
            style={{ backgroundColor: settings.primaryColor }}
            aria-hidden="true"
          >
            {index + 1}
          </span>
        ) : null}
        <h2 id="onboarding-step-title" className="min-w-0 flex-1 text-lg font-semibold leading-7">
          {step.title}
        </h2>
        {canSkip ? (
          <button
            type="button"
            {...skipProps}
            aria-label={t`Close the tour`}
            title={t`Close the tour`}
            className="rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <Glyph d={CLOSE_GLYPH} />
          </button>
        ) : null}
      </div>
      <div className="text-sm leading-relaxed opacity-90">{step.content}</div>
      {settings.showProgress ? (
        <div className="grid gap-1.5">
          <div className="flex justify-between text-xs font-medium opacity-80">
            <span>
              <Trans>
                Step {position} of {size}
              </Trans>
            </span>
            <span>{percent}%</span>
          </div>
          <div className="h-1.5 overflow-hidden rounded-full bg-black/10" aria-hidden="true">
            <div
              className="h-full rounded-full"
              style={{ width: `${percent}%`, backgroundColor: settings.primaryColor }}
            />
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
        {canSkip ? (
          <button
            type="button"
            {...skipProps}
            aria-label={t`Skip Tour`}
            title={t`Skip Tour`}
            className={`${buttonBaseClassName} px-2 opacity-80 hover:opacity-100`}
          >
            <Trans>Skip Tour</Trans>
          </button>
        ) : (
          <span />
        )}
        <div className="flex gap-2">
          {index > 0 && data.showBack ? (
            <button
              type="button"
              {...backProps}
              aria-label={t`Previous`}
              title={t`Previous`}
              className={`${buttonBaseClassName} border border-current/20`}
            >
              <Trans>Previous</Trans>
            </button>
          ) : null}
          {data.showNext || isLastStep ? (
            <button
              type="button"
              {...primaryProps}
              aria-label={primaryLabel}
              title={primaryLabel}
              onClick={primary}
              className={`${buttonBaseClassName} text-white`}
              style={{ backgroundColor: settings.primaryColor }}
            >
              {primaryLabel}
            </button>
          ) : null}
        </div>
      </div>
      {createPortal(
        <div
          className="fixed inset-x-0 bottom-0 z-[10001] flex items-center justify-between gap-2 p-3 md:hidden"
          data-testid="onboarding-mobile-controls"
        >
          {canSkip ? (
            <button
              type="button"
              onClick={() => controls.skip('button_skip')}
              className={`${buttonBaseClassName} bg-white text-gray-900 shadow-lg`}
            >
              <Trans>Skip</Trans>
            </button>
          ) : (
            <span />
          )}
          <div className="flex gap-2">
            {index > 0 ? (
              <button
                type="button"
                onClick={() => controls.prev()}
                aria-label={t`Previous step`}
                className={`${buttonBaseClassName} bg-white text-gray-900 shadow-lg`}
              >
                <Glyph d={BACK_GLYPH} />
              </button>
            ) : null}
            <button
              type="button"
              onClick={primary}
              aria-label={isLastStep ? t`Finish` : t`Next step`}
              className={`${buttonBaseClassName} text-white shadow-lg`}
              style={{ backgroundColor: settings.primaryColor }}
            >
              {isLastStep ? t`Finish` : <Glyph d={NEXT_GLYPH} />}
            </button>
          </div>
        </div>,
        document.body,
      )}
    </div>
  );
}
