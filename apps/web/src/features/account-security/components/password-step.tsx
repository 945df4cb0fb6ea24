import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { FormField } from '@/components/ui/form-field';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { errorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { passwordFormSchema, type PasswordForm } from '../lib/security-forms';
import { serverFieldError } from '../lib/server-field-error';

type PasswordStepProps = {
  /** Tells password managers which account the password is for. */
  email: string | undefined;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The request's failure, if the last try failed: a wrong password goes under the field, anything else above. */
  error: Error | null;
  onSubmit: (password: string) => void;
  /**
   * Focus the field at once: for a step shown in the page. Not in a dialog, which focuses its first field itself
   * after noting the button that opened it (an earlier focus would make it return the focus to this field).
   */
  autoFocus?: boolean;
};

/** "Confirm it's you": the password again before a change to how the account signs in. */
export function PasswordStep({
  email,
  submitLabel,
  busyLabel,
  busy,
  error,
  onSubmit,
  autoFocus = false,
}: PasswordStepProps) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => passwordFormSchema(i18n), [i18n]);
  const form = useZodForm<typeof schema, PasswordForm>(schema, {
    defaultValues: { password: '' },
  });
  const fieldError = form.formState.errors.password?.message ?? serverFieldError(error, 'password');
  const otherError = error && !serverFieldError(error, 'password') ? error : null;
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(({ password }) => onSubmit(password))}>
      {email ? <input type="email" name="username" value={email} autoComplete="username" readOnly hidden /> : null}
      <FormField label={t`Password`} error={fieldError}>
        {(control) => (
          <Input
            {...control}
            {...form.register('password')}
            type="password"
            autoComplete="current-password"
            autoFocus={autoFocus}
          />
        )}
      </FormField>
      {otherError ? <ErrorAlert>{errorMessage(otherError, t`Please try again in a moment.`)}</ErrorAlert> : null}
      <SubmitButton className="w-full sm:w-auto sm:justify-self-end" busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
