import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

const DEBOUNCE_MS = 350;

type SearchBoxProps = {
  /** The search in the URL. */
  value: string;
  /** `typing` is true when a pause in typing searched (callers replace the history entry), false on Enter. */
  onSearch: (q: string, typing: boolean) => void;
  /** The box's accessible name, e.g. 'Search campaigns'. */
  label: string;
  placeholder: string;
  className?: string;
  inputClassName?: string;
};

/** A search box that searches once typing pauses, or at once on Enter (public listing, admin lists). */
export function SearchBox({ value, onSearch, label, placeholder, className, inputClassName }: SearchBoxProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL changed from elsewhere (Back, 'Clear filters'): show it, unless it is just what was typed, trimmed.
  if (value !== seen) {
    setSeen(value);
    if (value !== draft.trim()) setDraft(value);
  }

  const search = useEffectEvent((q: string) => onSearch(q, true));
  useEffect(() => {
    const q = draft.trim();
    if (q === value) return;
    const timer = setTimeout(() => search(q), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);

  return (
    <form
      role="search"
      className={cn('relative w-full', className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim(), false);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute inset-s-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={placeholder}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        className={cn('ps-9', inputClassName)}
      />
    </form>
  );
}
