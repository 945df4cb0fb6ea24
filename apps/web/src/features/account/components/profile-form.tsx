import { accountMessages, profileUpdateSchema, type ProfileUpdate, type User } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { useUpdateProfile } from '../api/update-profile';
import { useZodForm } from '@/lib/use-zod-form';

const fields = ['firstName', 'lastName'] as const;

function Optional() {
  return (
    <span className="font-normal text-muted-foreground">
      <Trans>(optional)</Trans>
    </span>
  );
}

/** First and last name; saving updates the cached user, so every screen shows the new name at once. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useLingui();
  const form = useZodForm<typeof profileUpdateSchema, ProfileUpdate>(profileUpdateSchema, {
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });
  const { errors } = form.formState;

  const update = useUpdateProfile({
    onSuccess: (saved) => {
      toast({ title: accountMessages.profileSaved });
      // The saved (trimmed) names become the form's new starting point.
      form.reset({ firstName: saved.firstName, lastName: saved.lastName });
    },
    onError: (error) => {
      applyFieldErrors(error, fields, form.setError);
      toast({
        variant: 'destructive',
        title: t`Profile Not Updated`,
        description: errorMessage(error, t`Please try again in a moment.`),
      });
    },
  });

  const onSubmit = form.handleSubmit((values) => update.mutate(values));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField
          label={
            <>
              <Trans>First name</Trans> <Optional />
            </>
          }
          error={errors.firstName?.message}
        >
          {(control) => <Input {...control} {...form.register('firstName')} autoComplete="given-name" />}
        </FormField>
        <FormField
          label={
            <>
              <Trans>Last name</Trans> <Optional />
            </>
          }
          error={errors.lastName?.message}
        >
          {(control) => <Input {...control} {...form.register('lastName')} autoComplete="family-name" />}
        </FormField>
      </div>
      <SubmitButton className="w-full sm:w-auto sm:justify-self-start" busy={update.isPending} busyLabel={t`Saving...`}>
        <Trans>Save name</Trans>
      </SubmitButton>
    </form>
  );
}
