import { ChevronDown } from 'lucide-react';
import { useId, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

const triggerSelector = 'button[data-accordion-trigger]';

/**
 * A list of disclosure items (WAI-ARIA accordion pattern): each item opens on its own, and the arrow keys,
 * Home and End move between the item buttons inside this container.
 */
export function Accordion({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const target = event.target as HTMLElement;
    if (event.defaultPrevented || !target.matches(triggerSelector)) return;
    const triggers = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>(triggerSelector));
    const index = triggers.indexOf(target as HTMLButtonElement);
    const next = {
      ArrowDown: triggers[(index + 1) % triggers.length],
      ArrowUp: triggers[(index - 1 + triggers.length) % triggers.length],
      Home: triggers[0],
      End: triggers[triggers.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  return <div className={cn('divide-y divide-border', className)} onKeyDown={moveFocus} {...props} />;
}

type AccordionItemProps = {
  title: ReactNode;
  children: ReactNode;
  /** The heading level wrapping the button, so the item sits correctly in the page outline. */
  headingLevel?: 2 | 3 | 4;
  defaultOpen?: boolean;
  className?: string;
};

export function AccordionItem({
  title,
  children,
  headingLevel = 3,
  defaultOpen = false,
  className,
}: AccordionItemProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const triggerId = `${id}-trigger`;
  const panelId = `${id}-panel`;
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={cn('group', className)} data-state={open ? 'open' : 'closed'}>
      <Heading className="text-base font-medium">
        <button
          type="button"
          id={triggerId}
          data-accordion-trigger=""
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className={cn(
            'flex w-full items-start justify-between gap-4 rounded-lg py-4 text-left text-foreground transition-colors',
            'hover:text-primary-soft-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          )}
        >
          <span className="text-pretty">{title}</span>
          <ChevronDown
            className="mt-0.5 size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180"
            aria-hidden="true"
          />
        </button>
      </Heading>
      <div
        id={panelId}
        role="region"
        aria-labelledby={triggerId}
        hidden={!open}
        className="animate-fade-in pb-5 text-sm leading-relaxed text-muted-foreground sm:pr-9"
      >
        {children}
      </div>
    </div>
  );
}
