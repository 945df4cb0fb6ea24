import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';

// Class names, not text.
/* eslint-disable lingui/no-unlocalized-strings */
const toneClassNames = {
  success: 'bg-success/15 text-success',
  pending: 'bg-primary-soft text-primary-soft-foreground',
  failed: 'bg-destructive/10 text-destructive',
  neutral: 'bg-muted text-muted-foreground',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

type StatusCardProps = {
  icon: ReactNode;
  tone: keyof typeof toneClassNames;
  title: ReactNode;
  children: ReactNode;
  /** Announce changes of the card (e.g. pending → succeeded) to screen readers. */
  live?: boolean;
};

/** The success page's card: an icon in a coloured disc, a heading, then the state's text and links. */
export function StatusCard({ icon, tone, title, children, live = false }: StatusCardProps) {
  return (
    <Card className="text-center" aria-live={live ? 'polite' : undefined}>
      <CardContent className="flex flex-col items-center px-6 py-10 sm:px-10">
        <span
          className={cn('flex size-16 items-center justify-center rounded-full [&_svg]:size-8', toneClassNames[tone])}
        >
          {icon}
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance">{title}</h1>
        <div className="mt-3 w-full text-muted-foreground">{children}</div>
      </CardContent>
    </Card>
  );
}
