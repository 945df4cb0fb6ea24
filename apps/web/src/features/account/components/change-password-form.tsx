import { accountMessages } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { useChangePassword } from '../api/change-password';
import { passwordChangeFormSchema, type PasswordChangeForm } from '../lib/account-forms';
import { useZodForm } from '@/lib/use-zod-form';

const fields = ['currentPassword', 'newPassword'] as const;

const empty: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** `email` names the account for password managers (it is what people log in with). */
export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useLingui();
  const form = useZodForm<typeof passwordChangeFormSchema, PasswordChangeForm>(passwordChangeFormSchema, {
    defaultValues: empty,
  });
  const { errors } = form.formState;

  const change = useChangePassword({
    onSuccess: (answer) => {
      toast({ title: t`Password Changed`, description: answer.message || accountMessages.passwordChanged });
      // Passwords do not linger in the page once they have done their job.
      form.reset(empty);
    },
    onError: (error) => {
      applyFieldErrors(error, fields, form.setError);
      const fieldError = isApiError(error) && fields.find((field) => error.fieldErrors?.[field]?.length);
      if (fieldError) {
        // 'Current password is incorrect' under its field says it all; the cursor goes there to retype it.
        form.setFocus(fieldError);
        return;
      }
      toast({
        variant: 'destructive',
        title: t`Password Not Changed`,
        description: errorMessage(error, t`Please try again in a moment.`),
      });
    },
  });

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate({ currentPassword, newPassword }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {/* Tells password managers which account the new password belongs to. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <FormField label={t`Current password`} error={errors.currentPassword?.message}>
        {(control) => (
          <Input {...control} {...form.register('currentPassword')} type="password" autoComplete="current-password" />
        )}
      </FormField>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label={t`New password`} error={errors.newPassword?.message} hint={t`At least 6 characters.`}>
          {(control) => (
            <Input {...control} {...form.register('newPassword')} type="password" autoComplete="new-password" />
          )}
        </FormField>
        <FormField label={t`Confirm new password`} error={errors.confirmPassword?.message}>
          {(control) => (
            <Input {...control} {...form.register('confirmPassword')} type="password" autoComplete="new-password" />
          )}
        </FormField>
      </div>
      <SubmitButton
        className="w-full sm:w-auto sm:justify-self-start"
        busy={change.isPending}
        busyLabel={t`Changing...`}
      >
        <Trans>Change password</Trans>
      </SubmitButton>
    </form>
  );
}
