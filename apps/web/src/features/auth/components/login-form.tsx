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
      toast({ title: 'Login Successful', description: `Welcome back, ${answer.username}!` });
    },
    onError: (error) => {
      applyFieldErrors(error, fields, form.setError);
      // Spec section 8: the server's message, then the generic texts.
      const description = isApiError(error)
        ? (error.serverMessage ?? 'Please check your credentials and try again')
        : 'An unexpected error occurred. Please try again.';
      toast({ variant: 'destructive', title: 'Login Failed', description });
    },
  });

  const onSubmit = form.handleSubmit((values) => login.mutate(values));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
          />
        )}
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        {(control) => (
          <Input {...control} {...form.register('password')} type="password" autoComplete="current-password" />
        )}
      </FormField>
      <Link
        to="/forgot-password"
        className="-mt-2 justify-self-end rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        Forgot password?
      </Link>
      <SubmitButton size="lg" className="mt-1 w-full" busy={login.isPending} busyLabel="Logging in...">
        Log in
      </SubmitButton>
    </form>
  );
}
