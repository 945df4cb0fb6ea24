import { Trans, useLingui } from '@lingui/react/macro';
import { Search, X } from 'lucide-react';
import { useId, type RefObject } from 'react';
import { Input } from '@/components/ui/input';

type FaqSearchProps = {
  value: string;
  onChange: (value: string) => void;
  /** Lets the page return focus here after clearing the search from elsewhere. */
  inputRef: RefObject<HTMLInputElement | null>;
};

/** The Help Center's search box: filters as you type; Escape or the clear button empties it. */
export function FaqSearch({ value, onChange, inputRef }: FaqSearchProps) {
  const { t } = useLingui();
  const id = useId();
  const clear = () => {
    onChange('');
    inputRef.current?.focus();
  };

  return (
    <div role="search" className="relative w-full max-w-xl">
      <label htmlFor={id} className="sr-only">
        <Trans>Search the Help Center</Trans>
      </label>
      <Search
        className="pointer-events-none absolute inset-s-4 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        ref={inputRef}
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
          }
        }}
        placeholder={t`Search, e.g. refund or monthly`}
        autoComplete="off"
        enterKeyHint="search"
        className="h-12 rounded-xl ps-12 pe-12 text-base shadow-sm [&::-webkit-search-cancel-button]:appearance-none"
      />
      {value ? (
        <button
          type="button"
          onClick={clear}
          aria-label={t`Clear search`}
          className="absolute inset-e-2 top-1/2 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
