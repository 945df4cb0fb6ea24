import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  recoveryCodeSchema,
  totpCodeSchema,
  type SecondFactorMethod,
  type SecondStepRequest,
} from '@causeway/contracts';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { useZodForm } from '@/lib/use-zod-form';
import { useSecondStep, useSecondStepPasskey } from '../api/second-step';
import { isPasskeyPromptCancelled } from '../api/passkey-ceremony';
import { secondStepFailure } from './second-step-failure';

type Mode = 'totp' | 'recovery' | 'passkey';

const descriptions: Record<Mode, MessageDescriptor> = {
  totp: msg`Enter the 6-digit code from your authenticator app.`,
  recovery: msg`Enter one of the recovery codes you saved when you turned on two-factor authentication.`,
  passkey: msg`Use your passkey to finish signing in.`,
};

type SecondStepProps = {
  methods: readonly SecondFactorMethod[];
  /** Back to the password form; with a message when the pending sign-in has expired. */
  onBack: (message?: string) => void;
};

/**
 * The login's second step (issue 27): the password was right, and no session exists until a code from the
 * authenticator app, a recovery code or a passkey is. The server keeps the pending sign-in in a cookie.
 */
export function SecondStep({ methods, onBack }: SecondStepProps) {
  const { i18n, t } = useLingui();
  const hasTotp = methods.includes('totp');
  const hasPasskey = methods.includes('passkey');
  const [mode, setMode] = useState<Mode>(hasTotp ? 'totp' : 'passkey');

  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">{i18n._(descriptions[mode])}</p>
      {mode === 'passkey' ? null : (
        // Keyed by mode: switching gives an empty field, focused, with no stale error.
        <CodeForm key={mode} mode={mode} onExpired={onBack} />
      )}
      {hasTotp ? (
        <Button
          variant="link"
          className="h-auto justify-self-start p-0"
          onClick={() => setMode(mode === 'recovery' ? 'totp' : 'recovery')}
        >
          {mode === 'recovery' ? t`Use your authenticator app` : t`Use a recovery code instead`}
        </Button>
      ) : null}
      {hasPasskey ? <PasskeyStep primary={mode === 'passkey'} onExpired={onBack} /> : null}
      <Button variant="ghost" className="justify-self-center" onClick={() => onBack()}>
        <Trans>Back to log in</Trans>
      </Button>
    </div>
  );
}

const codeFormSchemas = {
  totp: z.object({ value: totpCodeSchema }),
  recovery: z.object({ value: recoveryCodeSchema }),
};

function CodeForm({ mode, onExpired }: { mode: 'totp' | 'recovery'; onExpired: (message: string) => void }) {
  const { i18n, t } = useLingui();
  const form = useZodForm(codeFormSchemas[mode], { defaultValues: { value: '' } });
  const [alert, setAlert] = useState<string | null>(null);
  const secondStep = useSecondStep({
    onError: (error) => {
      const failure = secondStepFailure(
        i18n,
        error,
        t`Something went wrong. Please try again.`,
        mode === 'totp' ? 'code' : 'recoveryCode',
      );
      if (failure.kind === 'expired') onExpired(failure.message);
      else if (failure.kind === 'field') form.setError('value', { type: 'server', message: failure.message });
      else setAlert(failure.message);
    },
  });
  const onSubmit = form.handleSubmit(({ value }) => {
    setAlert(null);
    const body: SecondStepRequest = mode === 'totp' ? { code: value } : { recoveryCode: value };
    secondStep.mutate(body);
  });
  const error = form.formState.errors.value?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label={mode === 'totp' ? t`Authentication code` : t`Recovery code`} error={error}>
        {(control) =>
          mode === 'totp' ? (
            <Input
              {...control}
              {...form.register('value')}
              // The field appears in place of the password form: the cursor goes where the code is typed.
              autoFocus
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              placeholder="123456"
              className="font-mono tracking-widest"
            />
          ) : (
            <Input
              {...control}
              {...form.register('value')}
              autoFocus
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t`xxxxx-xxxxx`}
              className="font-mono"
            />
          )
        }
      </FormField>
      {alert ? <ErrorAlert>{alert}</ErrorAlert> : null}
      <SubmitButton size="lg" className="w-full" busy={secondStep.isPending} busyLabel={t`Verifying...`}>
        <Trans>Verify</Trans>
      </SubmitButton>
    </form>
  );
}

/** The passkey choice: the only one (and focused) for an account with passkeys alone, else below the code form. */
function PasskeyStep({ primary, onExpired }: { primary: boolean; onExpired: (message: string) => void }) {
  const { i18n, t } = useLingui();
  const [message, setMessage] = useState<{ text: string; quiet: boolean } | null>(null);
  const passkey = useSecondStepPasskey({
    onError: (error) => {
      if (isPasskeyPromptCancelled(error)) {
        setMessage({ text: t`Passkey sign-in was cancelled.`, quiet: true });
        return;
      }
      const failure = secondStepFailure(i18n, error, t`Something went wrong. Please try again.`);
      if (failure.kind === 'expired') onExpired(failure.message);
      else setMessage({ text: failure.message, quiet: false });
    },
  });

  return (
    <div className="grid gap-3">
      <Button
        variant={primary ? 'default' : 'outline'}
        size="lg"
        className="w-full"
        autoFocus={primary}
        disabled={passkey.isPending}
        onClick={() => {
          setMessage(null);
          passkey.mutate();
        }}
      >
        <KeyRound aria-hidden="true" />
        {passkey.isPending ? t`Waiting for your passkey...` : t`Use a passkey`}
      </Button>
      {message?.quiet ? (
        <p role="status" className="text-center text-sm text-muted-foreground">
          {message.text}
        </p>
      ) : message ? (
        <ErrorAlert>{message.text}</ErrorAlert>
      ) : null}
    </div>
  );
}
