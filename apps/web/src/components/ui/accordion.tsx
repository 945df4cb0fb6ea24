import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { createContext, use, useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A list of disclosure items on Radix (WAI-ARIA accordion pattern): with `type="multiple"` each item opens on its
 * own; the arrow keys, Home and End move between the item buttons.
 */
export function Accordion({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Root>) {
  return <AccordionPrimitive.Root className={cn('divide-y divide-border', className)} {...props} />;
}

// Radix names the panel in the button's aria-controls only while it is open, as it renders a closed panel empty.
// Here every panel stays in the page, so each button names its own panel, open or closed.
const PanelIdContext = createContext<string | undefined>(undefined);

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <PanelIdContext value={useId()}>
      <AccordionPrimitive.Item className={cn('group', className)} {...props} />
    </PanelIdContext>
  );
}

/** The item's button, inside an <h3> so the item sits in the page outline under its section's <h2>. */
export function AccordionTrigger({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header className="text-base font-medium">
      <AccordionPrimitive.Trigger
        aria-controls={use(PanelIdContext)}
        className={cn(
          'flex w-full items-start justify-between gap-4 rounded-lg py-4 text-start text-foreground transition-colors',
          'hover:text-primary-soft-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          className,
        )}
        {...props}
      >
        <span className="text-pretty">{children}</span>
        <ChevronDown
          className="mt-0.5 size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180"
          aria-hidden="true"
        />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

/**
 * The item's panel. It stays mounted while closed (hidden by its closed state) so the answers are in the
 * server-rendered HTML, as they were before Radix, which would otherwise render a closed panel empty.
 */
export function AccordionContent({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      forceMount
      id={use(PanelIdContext)}
      className={cn(
        'pb-5 text-sm leading-relaxed text-muted-foreground data-[state=closed]:hidden data-[state=open]:animate-fade-in sm:pe-9',
        className,
      )}
      {...props}
    />
  );
}
