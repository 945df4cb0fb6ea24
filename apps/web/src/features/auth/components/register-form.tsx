import { registerFormSchema, type RegisterForm as RegisterFormValues } from '@causeway/contracts';
import { SubmitButton } from '@/components/ui/submit-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useRegister } from '../api/register';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { useZodForm } from '@/lib/use-zod-form';

const fields = ['email', 'username', 'password', 'firstName', 'lastName'] as const;

const optional = <span className="font-normal text-muted-foreground">(optional)</span>;

/** The server signs the new account in; the register page then sends the user to the dashboard. */
export function RegisterForm() {
  const form = useZodForm<typeof registerFormSchema, RegisterFormValues>(registerFormSchema, {
    defaultValues: { email: '', username: '', password: '', confirmPassword: '', firstName: '', lastName: '' },
  });
  const { errors } = form.formState;

  const register = useRegister({
    onSuccess: () => {
      toast({ title: 'Registration Successful', description: 'Your account has been created successfully' });
    },
    onError: (error) => {
      applyFieldErrors(error, fields, form.setError);
      toast({
        variant: 'destructive',
        title: 'Registration Failed',
        description: errorMessage(error, 'Please try again later'),
      });
    },
  });

  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...values }) => register.mutate(values));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={<>First name {optional}</>} error={errors.firstName?.message}>
          {(control) => <Input {...control} {...form.register('firstName')} autoComplete="given-name" />}
        </FormField>
        <FormField label={<>Last name {optional}</>} error={errors.lastName?.message}>
          {(control) => <Input {...control} {...form.register('lastName')} autoComplete="family-name" />}
        </FormField>
      </div>
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
      <FormField
        label="Username"
        error={errors.username?.message}
        hint="At least 3 characters: letters, digits, dots, dashes or underscores."
      >
        {(control) => <Input {...control} {...form.register('username')} autoComplete="username" />}
      </FormField>
      <FormField label="Password" error={errors.password?.message} hint="At least 6 characters.">
        {(control) => <Input {...control} {...form.register('password')} type="password" autoComplete="new-password" />}
      </FormField>
      <FormField label="Confirm password" error={errors.confirmPassword?.message}>
        {(control) => (
          <Input {...control} {...form.register('confirmPassword')} type="password" autoComplete="new-password" />
        )}
      </FormField>
      <SubmitButton size="lg" className="mt-1 w-full" busy={register.isPending} busyLabel="Creating account...">
        Create account
      </SubmitButton>
    </form>
  );
}
