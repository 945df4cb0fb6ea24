import { GraduationCap, HeartHandshake, Leaf, Palette, PawPrint, Stethoscope } from 'lucide-react';
import { categoryLabels } from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { contractText } from '@/lib/i18n';

const chips = [
  { icon: GraduationCap, label: categoryLabels.education, positionClassName: 'inset-s-0 top-[14%]' },
  { icon: Leaf, label: categoryLabels.environment, positionClassName: 'inset-e-[2%] top-[8%]' },
  { icon: Stethoscope, label: categoryLabels.healthcare, positionClassName: 'inset-e-0 top-[52%]' },
  { icon: PawPrint, label: categoryLabels.animal_welfare, positionClassName: 'inset-s-0 top-[62%]' },
  { icon: Palette, label: categoryLabels.arts_culture, positionClassName: 'inset-s-[30%] bottom-[2%]' },
] as const;

/** Decorative: the kinds of causes people give to, around the brand mark. */
export function HeroArt({ className }: { className?: string }) {
  const { i18n } = useLingui();
  return (
    <div aria-hidden="true" className={cn('relative mx-auto aspect-square w-full max-w-md', className)}>
      <div className="absolute inset-[6%] rounded-full border border-primary/10 bg-card/30" />
      <div className="absolute inset-[20%] rounded-full border border-primary/15 bg-primary-soft/40" />
      <div className="absolute inset-0 m-auto flex size-32 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-xl shadow-primary/25">
        <HeartHandshake className="size-14" strokeWidth={1.75} />
      </div>
      {chips.map(({ icon: Icon, label, positionClassName }) => (
        <span
          key={label}
          className={cn(
            'absolute inline-flex items-center gap-2 rounded-full border border-border bg-card px-4 py-2 text-sm font-medium text-foreground shadow-md',
            positionClassName,
          )}
        >
          <Icon className="size-4 text-primary" />
          {contractText(i18n, label)}
        </span>
      ))}
    </div>
  );
}
