import { Trans, useLingui } from '@lingui/react/macro';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { useResetPassword } from '../api/reset-password';
import { resetPasswordFormSchema, type ResetPasswordForm as ResetPasswordFormValues } from '../lib/account-forms';
import { isInvalidLinkError } from '../lib/link-token';
import { useZodForm } from '@/lib/use-zod-form';

const fields = ['password'] as const;

type ResetPasswordFormProps = {
  token: string;
  onReset: (message: string) => void;
  /** The link turned out to be bad, used or expired; receives the server's message when it sent one. */
  onInvalidLink: (message: string | undefined) => void;
};

export function ResetPasswordForm({ token, onReset, onInvalidLink }: ResetPasswordFormProps) {
  const { t } = useLingui();
  const form = useZodForm<typeof resetPasswordFormSchema, ResetPasswordFormValues>(resetPasswordFormSchema, {
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const reset = useResetPassword({
    onSuccess: (answer) => onReset(answer.message),
    onError: (error) => {
      if (isInvalidLinkError(error)) {
        onInvalidLink(errorMessage(error, '') || undefined);
        return;
      }
      applyFieldErrors(error, fields, form.setError);
      toast({
        variant: 'destructive',
        title: t`Password Not Reset`,
        description: errorMessage(error, t`Please try again in a moment.`),
      });
    },
  });

  const onSubmit = form.handleSubmit(({ password }) => reset.mutate({ token, password }));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label={t`New password`} error={errors.password?.message} hint={t`At least 6 characters.`}>
        {(control) => <Input {...control} {...form.register('password')} type="password" autoComplete="new-password" />}
      </FormField>
      <FormField label={t`Confirm new password`} error={errors.confirmPassword?.message}>
        {(control) => (
          <Input {...control} {...form.register('confirmPassword')} type="password" autoComplete="new-password" />
        )}
      </FormField>
      <SubmitButton size="lg" className="mt-1 w-full" busy={reset.isPending} busyLabel={t`Saving...`}>
        <Trans>Reset password</Trans>
      </SubmitButton>
    </form>
  );
}
