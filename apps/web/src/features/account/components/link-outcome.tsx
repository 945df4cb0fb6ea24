import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  success: 'bg-success/15 text-success',
  pending: 'bg-primary-soft text-primary-soft-foreground',
  failed: 'bg-destructive/10 text-destructive',
} as const;

type LinkOutcomeProps = {
  icon: ReactNode;
  tone: keyof typeof tones;
  /** The outcome in one sentence, announced when it appears. */
  message: ReactNode;
  children?: ReactNode;
};

/** What became of an e-mailed link or a request: an icon in a coloured disc, the message, then the next steps. */
export function LinkOutcome({ icon, tone, message, children }: LinkOutcomeProps) {
  return (
    <div className="flex flex-col items-center text-center" role={tone === 'failed' ? 'alert' : 'status'}>
      <span className={cn('flex size-14 items-center justify-center rounded-full [&_svg]:size-7', tones[tone])}>
        {icon}
      </span>
      <p className="mt-4 text-base text-pretty text-foreground">{message}</p>
      {children ? <div className="mt-6 grid w-full gap-3">{children}</div> : null}
    </div>
  );
}
