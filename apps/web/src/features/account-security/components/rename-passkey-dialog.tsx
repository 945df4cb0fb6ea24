import { PASSKEY_NAME_MAX, type Passkey } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useRenamePasskey } from '../api/rename-passkey';
import { passkeyNameFormSchema, type PasskeyNameForm } from '../lib/security-forms';
import { serverFieldError } from '../lib/server-field-error';

/** Renames one passkey; `passkey` null keeps the dialog closed. */
export function RenamePasskeyDialog({ passkey, onClose }: { passkey: Passkey | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog open={passkey !== null} title={t`Rename passkey`} onDismiss={onClose}>
      {passkey ? <RenameForm key={passkey.id} passkey={passkey} onDone={onClose} /> : null}
    </Dialog>
  );
}

function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const { t } = useLingui();
  const form = useZodForm<typeof passkeyNameFormSchema, PasskeyNameForm>(passkeyNameFormSchema, {
    defaultValues: { name: passkey.name },
  });
  const rename = useRenamePasskey();
  const { error } = rename;
  const nameError = form.formState.errors.name?.message ?? serverFieldError(error, 'name');

  const onSubmit = form.handleSubmit(({ name }) =>
    rename.mutate(
      { id: passkey.id, name },
      {
        onSuccess: (renamed) => {
          const name = renamed.name;
          toast({ title: t`Passkey renamed`, description: t`It is now called “${name}”.` });
          onDone();
        },
      },
    ),
  );

  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit}>
      <FormField label={t`Passkey name`} error={nameError}>
        {(control) => <Input {...control} {...form.register('name')} autoComplete="off" maxLength={PASSKEY_NAME_MAX} />}
      </FormField>
      {error && !serverFieldError(error, 'name') ? (
        <ErrorAlert>{errorMessage(error, t`Please try again in a moment.`)}</ErrorAlert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={rename.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton busy={rename.isPending} busyLabel={t`Saving...`}>
          <Trans>Save</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
