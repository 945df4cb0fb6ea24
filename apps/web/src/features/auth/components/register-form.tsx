import { Trans, useLingui } from '@lingui/react/macro';
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

/** The server signs the new account in; the register page then sends the user to the dashboard. */
export function RegisterForm() {
  const { t } = useLingui();
  const optional = (
    <span className="font-normal text-muted-foreground">
      <Trans>(optional)</Trans>
    </span>
  );
  const form = useZodForm<typeof registerFormSchema, RegisterFormValues>(registerFormSchema, {
    defaultValues: { email: '', username: '', password: '', confirmPassword: '', firstName: '', lastName: '' },
  });
  const { errors } = form.formState;

  const register = useRegister({
    onSuccess: () => {
      toast({ title: t`Registration Successful`, description: t`Your account has been created successfully` });
    },
    onError: (error) => {
      applyFieldErrors(error, fields, form.setError);
      toast({
        variant: 'destructive',
        title: t`Registration Failed`,
        description: errorMessage(error, t`Please try again later`),
      });
    },
  });

  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...values }) => register.mutate(values));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={
            <>
              <Trans>First name</Trans> {optional}
            </>
          }
          error={errors.firstName?.message}
        >
          {(control) => <Input {...control} {...form.register('firstName')} autoComplete="given-name" />}
        </FormField>
        <FormField
          label={
            <>
              <Trans>Last name</Trans> {optional}
            </>
          }
          error={errors.lastName?.message}
        >
          {(control) => <Input {...control} {...form.register('lastName')} autoComplete="family-name" />}
        </FormField>
      </div>
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
      <FormField
        label={t`Username`}
        error={errors.username?.message}
        hint={t`At least 3 characters: letters, digits, dots, dashes or underscores.`}
      >
        {(control) => <Input {...control} {...form.register('username')} autoComplete="username" />}
      </FormField>
      <FormField label={t`Password`} error={errors.password?.message} hint={t`At least 6 characters.`}>
        {(control) => <Input {...control} {...form.register('password')} type="password" autoComplete="new-password" />}
      </FormField>
      <FormField label={t`Confirm password`} error={errors.confirmPassword?.message}>
        {(control) => (
          <Input {...control} {...form.register('confirmPassword')} type="password" autoComplete="new-password" />
        )}
      </FormField>
      <SubmitButton size="lg" className="mt-1 w-full" busy={register.isPending} busyLabel={t`Creating account...`}>
        <Trans>Create account</Trans>
      </SubmitButton>
    </form>
  );
}
