import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type ColorInputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** Shown in the picker while the value is empty or not a hex code. */
  fallback: string;
  placeholder?: string;
};

/** '#abc' as the picker needs it ('#aabbcc'); anything else (rgba, a name) shows the fallback in the picker. */
function pickerValue(value: string, fallback: string): string {
  const hex = value.trim();
  if (/^#[0-9a-f]{6}$/i.test(hex)) return hex.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(hex)) return `#${[...hex.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return /^#[0-9a-f]{6}$/i.test(fallback) ? fallback : '#000000';
}

/** A colour typed (hex, rgb(a) or a name) or picked with the browser's picker; both edit the same value. */
export function ColorInput({ label, value, onChange, onBlur, error, fallback, placeholder }: ColorInputProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <input
          type="color"
          aria-label={t`${label} picker`}
          value={pickerValue(value, fallback)}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-input bg-card p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
        <Input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          placeholder={placeholder}
          maxLength={40}
          spellCheck={false}
          autoComplete="off"
          className="font-mono"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
