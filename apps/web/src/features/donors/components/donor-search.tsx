import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { Input } from '@/components/ui/input';

const DEBOUNCE_MS = 300;

type DonorSearchProps = {
  /** The search in the URL. */
  value: string;
  onSearch: (q: string) => void;
};

/** Searches e-mail, username and names once typing pauses, or at once on Enter. */
export function DonorSearch({ value, onSearch }: DonorSearchProps) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL changed from elsewhere (Back, 'Clear filters'): show it, unless it is just what was typed, trimmed.
  if (value !== seen) {
    setSeen(value);
    if (value !== draft.trim()) setDraft(value);
  }

  const search = useEffectEvent((q: string) => onSearch(q));
  useEffect(() => {
    const q = draft.trim();
    if (q === value) return;
    const timer = setTimeout(() => search(q), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);

  return (
    <form
      role="search"
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <label htmlFor="donor-search" className="sr-only">
        Search donors
      </label>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id="donor-search"
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder="Search by name, e-mail or username"
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 pl-9"
      />
    </form>
  );
}
