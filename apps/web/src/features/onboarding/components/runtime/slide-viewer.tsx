import type { TourSettings, TourSlideOut } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { SlideMedia } from './slide-media';
import { TourHtml } from './tour-html';

type SlideViewerProps = {
  slides: TourSlideOut[];
  settings: TourSettings;
  onDone: (how: 'completed' | 'skipped') => void;
};

/**
 * The intro slides in a full-screen overlay (admin spec sections 2 and 4): 'n of total' with a bar, Skip, dots,
 * Previous and Next; Next on the last slide ('Get Started' unless the slide names its button) completes them.
 * A Radix dialog: focus stays inside, the page behind is inert and does not scroll; Escape skips only when the
 * tour allows skipping, and the arrow keys page through the slides.
 */
export function SlideViewer({ slides, settings, onDone }: SlideViewerProps) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const slide = slides[index]!;
  const last = index === slides.length - 1;
  const total = slides.length;
  const position = index + 1;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') setIndex((i) => Math.min(i + 1, total - 1));
      if (event.key === 'ArrowLeft') setIndex((i) => Math.max(i - 1, 0));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [total]);

  const primary = slide.buttonColor ?? settings.primaryColor;
  const next = () => (last ? onDone('completed') : setIndex(index + 1));

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && settings.allowSkip && onDone('skipped')}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          className="fixed inset-0 z-[10000] grid place-items-center overflow-y-auto p-4"
          style={{ backgroundColor: settings.overlayColor }}
        >
          <DialogPrimitive.Content
            aria-describedby={undefined}
            onEscapeKeyDown={(event) => settings.allowSkip || event.preventDefault()}
            // The overlay is the tour's backdrop: a click on it is no answer.
            onPointerDownOutside={(event) => event.preventDefault()}
            data-testid="onboarding-slides"
            className="grid w-full max-w-xl gap-5 rounded-2xl p-6 shadow-2xl outline-none sm:p-8"
            style={{
              backgroundColor: slide.backgroundColor ?? settings.backgroundColor,
              color: slide.textColor ?? settings.textColor,
            }}
          >
            <div className="flex items-center gap-4">
              <div className="grid flex-1 gap-1.5">
                <p className="text-xs font-semibold opacity-80">
                  <Trans>
                    {position} of {total}
                  </Trans>
                </p>
                <div className="h-1.5 overflow-hidden rounded-full bg-black/10" aria-hidden="true">
                  <div
                    className="h-full rounded-full transition-[width]"
                    style={{ width: `${((index + 1) / total) * 100}%`, backgroundColor: primary }}
                  />
                </div>
              </div>
              {settings.allowSkip ? (
                <button
                  type="button"
                  onClick={() => onDone('skipped')}
                  className="rounded-md px-2 py-1 text-sm font-medium opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
                >
                  <Trans>Skip</Trans>
                </button>
              ) : null}
            </div>
            <SlideMedia slide={slide} />
            <div className="grid gap-2">
              <DialogPrimitive.Title className="text-2xl font-bold tracking-tight">{slide.title}</DialogPrimitive.Title>
              <TourHtml html={slide.content} className="text-base leading-relaxed opacity-90" />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <button
                type="button"
                onClick={() => setIndex(index - 1)}
                disabled={index === 0}
                className="rounded-lg border border-current/20 px-4 py-2 text-sm font-semibold disabled:opacity-40"
              >
                <Trans>Previous</Trans>
              </button>
              <div className="flex gap-1.5">
                {slides.map((_, i) => {
                  const number = i + 1;
                  return (
                    <button
                      key={i}
                      type="button"
                      aria-label={t`Go to slide ${number}`}
                      aria-current={i === index ? 'step' : undefined}
                      onClick={() => setIndex(i)}
                      className={cn(
                        'size-2.5 rounded-full transition-opacity',
                        i === index ? 'opacity-100' : 'opacity-30',
                      )}
                      style={{ backgroundColor: i === index ? primary : 'currentColor' }}
                    />
                  );
                })}
              </div>
              <button
                type="button"
                onClick={next}
                className="rounded-lg px-4 py-2 text-sm font-semibold text-white shadow-sm"
                style={{ backgroundColor: primary }}
              >
                {slide.buttonText ?? (last ? t`Get Started` : t`Next`)}
              </button>
            </div>
          </DialogPrimitive.Content>
        </DialogPrimitive.Overlay>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
