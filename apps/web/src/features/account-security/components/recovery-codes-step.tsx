import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { downloadRecoveryCodes } from '../lib/recovery-codes-file';
import { CopyButton } from './copy-button';

type RecoveryCodesStepProps = {
  codes: readonly string[];
  /** Named in the downloaded file, so it says which account the codes are for. */
  email: string | undefined;
  onDone: () => void;
};

/**
 * The recovery codes, shown this once (the server keeps only their hashes): copy them, download them, and say
 * they are saved. The list takes the focus, so a screen reader starts reading at the codes.
 */
export function RecoveryCodesStep({ codes, email, onDone }: RecoveryCodesStepProps) {
  const { t, i18n } = useLingui();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => list.current?.focus(), []);
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        <Trans>
          Each code signs you in once if you lose your phone or cannot use the app. Save them somewhere safe, like a
          password manager: <strong>they will not be shown again.</strong>
        </Trans>
      </p>
      <ul
        ref={list}
        tabIndex={-1}
        aria-label={t`Recovery codes`}
        className="grid grid-cols-2 gap-x-6 gap-y-1.5 rounded-lg border border-border bg-muted/40 p-4 font-mono text-sm tracking-wider outline-none focus-visible:outline-2 focus-visible:outline-ring"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row">
        <CopyButton text={codes.join('\n')} label={t`Copy all`} />
        <Button variant="outline" size="sm" onClick={() => downloadRecoveryCodes(codes, email, i18n)}>
          <Download aria-hidden="true" />
          <Trans>Download</Trans>
        </Button>
      </div>
      <Button className="w-full sm:w-auto sm:justify-self-end" onClick={onDone}>
        <Trans>I have saved my recovery codes</Trans>
      </Button>
    </div>
  );
}
