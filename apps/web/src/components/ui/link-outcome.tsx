import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  /* eslint-disable lingui/no-unlocalized-strings -- class names */
  success: 'bg-success/15 text-success',
  pending: 'bg-primary-soft text-primary-soft-foreground',
  failed: 'bg-destructive/10 text-destructive',
  /* eslint-enable lingui/no-unlocalized-strings */
} as const;

type LinkOutcomeProps = {
  icon: ReactNode;
  tone: keyof typeof tones;
  /** The outcome in one sentence, announced when it appears. */
  message: ReactNode;
  /**
   * Move the keyboard focus here when it replaces a form: the button that had focus is gone, and focus would
   * otherwise fall back to the top of the page.
   */
  focusOnMount?: boolean;
  children?: ReactNode;
};

/** What became of an e-mailed link or a request: an icon in a coloured disc, the message, then the next steps. */
export function LinkOutcome({ icon, tone, message, focusOnMount = false, children }: LinkOutcomeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);

  return (
    <div
      ref={ref}
      tabIndex={focusOnMount ? -1 : undefined}
      role={tone === 'failed' ? 'alert' : 'status'}
      className="flex flex-col items-center text-center outline-none"
    >
      <span className={cn('flex size-14 items-center justify-center rounded-full [&_svg]:size-7', tones[tone])}>
        {icon}
      </span>
      <p className="mt-4 text-base text-pretty text-foreground">{message}</p>
      {children ? <div className="mt-6 grid w-full gap-3">{children}</div> : null}
    </div>
  );
}
