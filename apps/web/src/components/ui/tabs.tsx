import { createContext, use, useId, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

type TabsContextValue = { value: string; onValueChange: (value: string) => void; baseId: string };

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = use(TabsContext);
  if (!context) throw new Error('Tabs parts must be rendered inside <Tabs>');
  return context;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

type TabsProps = ComponentProps<'div'> & { value: string; onValueChange: (value: string) => void };

/** Controlled tabs following the WAI-ARIA tabs pattern: one tab stop, arrow keys, Home and End. */
export function Tabs({ value, onValueChange, className, ...props }: TabsProps) {
  const baseId = useId();
  return (
    <TabsContext value={{ value, onValueChange, baseId }}>
      <div className={cn('grid gap-4', className)} {...props} />
    </TabsContext>
  );
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current === -1) return;
    const next = {
      ArrowRight: (current + 1) % tabs.length,
      ArrowLeft: (current - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    tabs[next]!.focus();
    // Automatic activation: the panels are already rendered data, so showing one on focus is cheap.
    tabs[next]!.click();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('inline-flex w-full items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground', className)}
      onKeyDown={handleKeyDown}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  ...props
}: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.baseId, value)}
      tabIndex={selected ? 0 : -1}
      onClick={() => tabs.onValueChange(value)}
      className={cn(
        'inline-flex h-9 flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-md px-3 text-sm font-semibold transition-colors',
        'hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        '[&_svg]:size-4 [&_svg]:shrink-0',
        selected && 'bg-card text-foreground shadow-sm ring-1 ring-border dark:text-primary-soft-foreground',
        className,
      )}
      {...props}
    />
  );
}

type TabsContentProps = ComponentProps<'div'> & {
  value: string;
  /** Keep the panel mounted (hidden) while another tab is open, e.g. a form whose unsaved input must survive. */
  forceMount?: boolean;
};

export function TabsContent({ value, forceMount = false, className, ...props }: TabsContentProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      hidden={!selected}
      tabIndex={0}
      className={cn(
        'rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}
