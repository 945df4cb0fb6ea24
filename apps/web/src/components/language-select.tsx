import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { isLocale, localeNames, locales } from '@causeway/contracts';
import { saveLanguage, useSwitchLocale } from '@/lib/i18n';
import { cn } from '@/lib/cn';

/**
 * The site's language (the footer, and the donor's profile). Each option is written in its own language, so someone
 * who cannot read the current one still finds theirs. The choice applies at once and stays in this browser; for a
 * signed-in user it is saved on the account too (their e-mails, and their next sign-in on another device).
 */
export function LanguageSelect({ signedIn, className }: { signedIn: boolean; className?: string }) {
  const { i18n, t } = useLingui();
  const switchLocale = useSwitchLocale();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const id = useId();
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <label htmlFor={id} className="text-xs text-muted-foreground">
        {t`Language`}
      </label>
      <select
        id={id}
        value={i18n.locale}
        disabled={busy}
        aria-busy={busy}
        aria-describedby={failed ? `${id}-error` : undefined}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          setBusy(true);
          setFailed(false);
          switchLocale(next)
            .then(() => (signedIn ? saveLanguage(next) : undefined))
            .catch(() => setFailed(true))
            .finally(() => setBusy(false));
        }}
        className="rounded-md border border-input bg-background px-2 py-1 text-xs text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeNames[locale]}
          </option>
        ))}
      </select>
      {failed && (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          {t`Your language could not be saved. Please try again.`}
        </p>
      )}
    </div>
  );
}
