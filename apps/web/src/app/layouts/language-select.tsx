import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { isLocale, localeNames, locales } from '@causeway/contracts';
import { useSwitchLocale } from '@/lib/i18n';

/**
 * The site's language (footer; the donor's profile has the same). Each option is written in its own language, so
 * someone who cannot read the current one still finds theirs. The choice applies at once and is kept.
 */
export function LanguageSelect({ className }: { className?: string }) {
  const { i18n, t } = useLingui();
  const switchLocale = useSwitchLocale();
  const [switching, setSwitching] = useState(false);
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="me-2 text-xs text-muted-foreground">
        {t`Language`}
      </label>
      <select
        id={id}
        value={i18n.locale}
        disabled={switching}
        aria-busy={switching}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          setSwitching(true);
          switchLocale(next).finally(() => setSwitching(false));
        }}
        className="rounded-md border border-input bg-background px-2 py-1 text-xs text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeNames[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
