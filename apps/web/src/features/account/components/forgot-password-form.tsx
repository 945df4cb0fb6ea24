import { accountMessages, forgotPasswordSchema } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { useContractText } from '@/lib/i18n';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useZodForm } from '@/lib/use-zod-form';

const fields = ['email'] as const;

type ForgotPasswordFormProps = {
  /** Receives the server's answer, which reads the same for every address. */
  onSent: (message: string) => void;
};

export function ForgotPasswordForm({ onSent }: ForgotPasswordFormProps) {
  const { t } = useLingui();
  const contractText = useContractText();
  const form = useZodForm<typeof forgotPasswordSchema, { email: string }>(forgotPasswordSchema, {
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const request = useRequestPasswordReset({
    // The page shows the answer as it is: in the page's language here.
    onSuccess: (answer) => onSent(contractText(answer.message || accountMessages.resetRequested)),
    onError: (error) => {
      applyFieldErrors(error, fields, form.setError);
      const fallback =
        isApiError(error) && error.status === 429 ? accountMessages.tooManyRequests : t`Please try again in a moment.`;
      toast({ variant: 'destructive', title: t`Request Failed`, description: errorMessage(error, fallback) });
    },
  });

  const onSubmit = form.handleSubmit((values) => request.mutate(values));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label={t`Email`} error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t`you@example.com`}
          />
        )}
      </FormField>
      <SubmitButton size="lg" className="mt-1 w-full" busy={request.isPending} busyLabel={t`Sending link...`}>
        <Trans>Send reset link</Trans>
      </SubmitButton>
    </form>
  );
}
