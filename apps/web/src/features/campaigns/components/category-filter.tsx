import { campaignCategories, categoryLabels, type CampaignCategory } from '@causeway/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { contractText } from '@/lib/i18n';

export type CategoryChoice = CampaignCategory | 'all';

/** 'All' is ours (a descriptor); the categories' names come from the contracts as they are. */
const choices: { value: CategoryChoice; label: MessageDescriptor | string }[] = [
  { value: 'all', label: msg`All` },
  ...campaignCategories.map((value) => ({ value, label: categoryLabels[value] })),
];

type CategoryFilterProps = {
  value: CategoryChoice;
  onChange: (value: CategoryChoice) => void;
  className?: string;
};

/** Spec section 2: All and the ten categories as toggle chips; one scrolling row on phones, wrapped above. */
export function CategoryFilter({ value, onChange, className }: CategoryFilterProps) {
  const { t, i18n } = useLingui();
  return (
    <div
      role="group"
      aria-label={t`Filter by category`}
      className={cn(
        '-mx-4 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 [&::-webkit-scrollbar]:hidden',
        className,
      )}
    >
      {choices.map((choice) => {
        const active = choice.value === value;
        return (
          <button
            key={choice.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(choice.value)}
            className={cn(
              'inline-flex h-9 shrink-0 items-center rounded-full border px-4 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              active
                ? 'border-primary bg-primary text-primary-foreground shadow-sm'
                : 'border-border bg-card text-foreground hover:border-primary/40 hover:bg-accent',
            )}
          >
            {typeof choice.label === 'string' ? contractText(i18n, choice.label) : i18n._(choice.label)}
          </button>
        );
      })}
    </div>
  );
}
