import { Trans, useLingui } from '@lingui/react/macro';
import {
  isSecondStepRequired,
  loginRequestSchema,
  type LoginRequest,
  type SecondStepRequired,
} from '@causeway/contracts';
import { Link } from 'react-router';
import { SubmitButton } from '@/components/ui/submit-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useLogin } from '../api/login';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { useZodForm } from '@/lib/use-zod-form';

const fields = ['email', 'password'] as const;

type LoginFormProps = {
  /** The e-mail typed before, when the form comes back from the second step. */
  defaultEmail?: string;
  /** The password was right and the account has a second factor: the login page shows the second step. */
  onSecondStep: (step: SecondStepRequired, email: string) => void;
};

/** After success the `me` query holds the user and the login page sends them on. */
export function LoginForm({ defaultEmail = '', onSecondStep }: LoginFormProps) {
  const { t } = useLingui();
  const form = useZodForm<typeof loginRequestSchema, LoginRequest>(loginRequestSchema, {
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = form.formState;

  const login = useLogin({
    onSuccess: (answer) => {
      if (isSecondStepRequired(answer)) {
        onSecondStep(answer, form.getValues('email'));
        return;
      }
      const username = answer.username;
      toast({ title: t`Login Successful`, description: t`Welcome back, ${username}!` });
    },
    onError: (error) => {
      applyFieldErrors(error, fields, form.setError);
      // Spec section 8: the server's message, then the generic texts.
      const description = isApiError(error)
        ? (error.serverMessage ?? t`Please check your credentials and try again`)
        : t`An unexpected error occurred. Please try again.`;
      toast({ variant: 'destructive', title: t`Login Failed`, description });
    },
  });

  const onSubmit = form.handleSubmit((values) => login.mutate(values));

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
      <FormField label={t`Password`} error={errors.password?.message}>
        {(control) => (
          <Input {...control} {...form.register('password')} type="password" autoComplete="current-password" />
        )}
      </FormField>
      <Link
        to="/forgot-password"
        className="-mt-2 justify-self-end rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Trans>Forgot password?</Trans>
      </Link>
      <SubmitButton size="lg" className="mt-1 w-full" busy={login.isPending} busyLabel={t`Logging in...`}>
        <Trans>Log in</Trans>
      </SubmitButton>
    </form>
  );
}
