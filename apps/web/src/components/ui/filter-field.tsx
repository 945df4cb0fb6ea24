import { useId, type ReactNode } from 'react';

/** One filter of an admin list (a select, a date, an amount) under its small label, the two tied by an id. */
export function FilterField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {children(id)}
    </div>
  );
}
