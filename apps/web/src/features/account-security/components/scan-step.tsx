import { securityMessages, type RecoveryCodes, type TwoFactorSetup } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n';
import { useZodForm } from '@/lib/use-zod-form';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { qrImageSource } from '../lib/qr-image';
import { secretGroups } from '../lib/secret-groups';
import { codeFormSchema, type CodeForm } from '../lib/security-forms';
import { serverFieldError } from '../lib/server-field-error';
import { CopyButton } from './copy-button';

type ScanStepProps = {
  setup: TwoFactorSetup;
  onConfirmed: (answer: RecoveryCodes) => void;
  /** The set-up expired on the server: back to the password. */
  onRestart: () => void;
};

/** Step 2: scan the QR code (or type the key), then prove it with the app's first code. */
export function ScanStep({ setup, onConfirmed, onRestart }: ScanStepProps) {
  const { t } = useLingui();
  const contractText = useContractText();
  const setupExpired = contractText(securityMessages.noSetupInProgress);
  const form = useZodForm<typeof codeFormSchema, CodeForm>(codeFormSchema, { defaultValues: { code: '' } });
  const confirm = useConfirmTwoFactor();
  const { error } = confirm;
  // The server answers in the page's language: its message is the English one or its translation.
  const expired =
    isApiError(error) &&
    (error.serverMessage === securityMessages.noSetupInProgress || error.serverMessage === setupExpired);
  const codeError = form.formState.errors.code?.message ?? serverFieldError(error, 'code');
  const otherError = error && !serverFieldError(error, 'code') && !expired ? error : null;

  return (
    <div className="grid gap-5">
      <ol className="grid list-decimal gap-1 ps-5 text-sm text-muted-foreground">
        <li>
          <Trans>Open your authenticator app (1Password, Google Authenticator, Microsoft Authenticator…).</Trans>
        </li>
        <li>
          <Trans>Scan this QR code, or enter the key below by hand.</Trans>
        </li>
        <li>
          <Trans>Type the 6-digit code the app shows.</Trans>
        </li>
      </ol>
      <div className="flex justify-center">
        {/* White behind the code in both themes: scanners need dark modules on a light ground. */}
        <img
          src={qrImageSource(setup.qrSvg)}
          alt={t`QR code for your authenticator app`}
          width={192}
          height={192}
          className="size-48 rounded-lg border border-border bg-white p-2"
        />
      </div>
      <div className="grid gap-2 rounded-lg border border-border bg-muted/40 p-3">
        <p className="text-sm font-medium">
          <Trans>Can&apos;t scan? Enter this key</Trans>
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <code className="break-all font-mono text-sm tracking-wider" data-testid="totp-secret">
            {secretGroups(setup.secret)}
          </code>
          <CopyButton text={setup.secret} label={t`Copy key`} />
        </div>
      </div>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit(({ code }) => confirm.mutate({ code }, { onSuccess: onConfirmed }))}
      >
        <FormField label={t`Code from the app`} error={codeError}>
          {(control) => (
            <Input
              {...control}
              {...form.register('code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              placeholder="123456"
              maxLength={7}
              className="max-w-40 font-mono tracking-widest"
            />
          )}
        </FormField>
        {expired ? (
          <ErrorAlert>
            {setupExpired}{' '}
            <Button variant="link" className="h-auto p-0" onClick={onRestart}>
              <Trans>Start again</Trans>
            </Button>
          </ErrorAlert>
        ) : null}
        {otherError ? <ErrorAlert>{errorMessage(otherError, t`Please try again in a moment.`)}</ErrorAlert> : null}
        <SubmitButton
          className="w-full sm:w-auto sm:justify-self-end"
          busy={confirm.isPending}
          busyLabel={t`Checking...`}
        >
          <Trans>Turn on</Trans>
        </SubmitButton>
      </form>
    </div>
  );
}
