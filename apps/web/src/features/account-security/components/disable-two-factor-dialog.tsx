import { securityMessages } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ConfirmActions } from '@/components/ui/confirm-dialog';
import { AlertDialog } from '@/components/ui/dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { disableFormSchema, type DisableForm } from '../lib/security-forms';
import { serverFieldError } from '../lib/server-field-error';

type DisableTwoFactorDialogProps = { open: boolean; email: string | undefined; onClose: () => void };

/** "Turn off": both proofs, the password and a code from the app or one of the recovery codes. */
export function DisableTwoFactorDialog({ open, email, onClose }: DisableTwoFactorDialogProps) {
  const { t } = useLingui();
  const disable = useDisableTwoFactor();
  const close = () => {
    if (disable.isPending) return;
    disable.reset();
    onClose();
  };
  return (
    <AlertDialog
      open={open}
      title={t`Turn off two-factor authentication?`}
      description={t`Signing in will need only your password. Your recovery codes stop working.`}
      onDismiss={close}
    >
      {open ? <DisableForm email={email} disable={disable} onDone={close} /> : null}
    </AlertDialog>
  );
}

function DisableForm({
  email,
  disable,
  onDone,
}: {
  email: string | undefined;
  disable: ReturnType<typeof useDisableTwoFactor>;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => disableFormSchema(i18n), [i18n]);
  const form = useZodForm<typeof schema, DisableForm>(schema, {
    defaultValues: { password: '', code: '' },
  });
  const { errors } = form.formState;
  const { error } = disable;
  const passwordError = errors.password?.message ?? serverFieldError(error, 'password');
  const codeError = errors.code?.message ?? serverFieldError(error, 'code');
  const otherError = error && !serverFieldError(error, 'password') && !serverFieldError(error, 'code') ? error : null;

  const onSubmit = form.handleSubmit((values) =>
    disable.mutate(values, {
      onSuccess: (answer) => {
        toast({
          title: t`Two-factor authentication off`,
          description: answer.message || securityMessages.twoFactorDisabled,
        });
        onDone();
      },
    }),
  );

  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit}>
      {email ? <input type="email" name="username" value={email} autoComplete="username" readOnly hidden /> : null}
      <FormField label={t`Password`} error={passwordError}>
        {(control) => (
          <Input {...control} {...form.register('password')} type="password" autoComplete="current-password" />
        )}
      </FormField>
      <FormField
        label={t`Code from the app or a recovery code`}
        error={codeError}
        hint={t`The 6-digit code your authenticator app shows, or one of your recovery codes.`}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('code')}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            className="font-mono tracking-wider"
          />
        )}
      </FormField>
      {otherError ? <ErrorAlert>{errorMessage(otherError, t`Please try again in a moment.`)}</ErrorAlert> : null}
      <ConfirmActions keepLabel={t`Keep it on`} busy={disable.isPending} busyLabel={t`Turning off...`}>
        <Trans>Turn off</Trans>
      </ConfirmActions>
    </form>
  );
}
