import { PASSKEY_NAME_MAX, securityMessages, type Passkey } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fingerprint } from 'lucide-react';
import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n';
import { useZodForm } from '@/lib/use-zod-form';
import { useAddPasskey } from '../api/add-passkey';
import { deviceName } from '../lib/device-name';
import { isPasskeyAlreadyRegistered, isPasskeyPromptCancelled } from '../lib/passkey-errors';
import { passkeyNameFormSchema, type PasskeyNameForm } from '../lib/security-forms';
import { serverFieldError } from '../lib/server-field-error';

/**
 * Names a new passkey (the browser and system to start with) and starts the browser's prompt. A prompt closed by
 * the person is not an error: a quiet note says nothing was added.
 */
export function AddPasskeyForm({
  onAdded,
  autoFocus = false,
}: {
  onAdded: (passkey: Passkey) => void;
  /** Focus the name at once (a form in the page; a dialog focuses it itself, see PasswordStep). */
  autoFocus?: boolean;
}) {
  const { t, i18n } = useLingui();
  const contractText = useContractText();
  const form = useZodForm<typeof passkeyNameFormSchema, PasskeyNameForm>(passkeyNameFormSchema, {
    defaultValues: { name: deviceName(navigator.userAgent, i18n).slice(0, PASSKEY_NAME_MAX) },
  });
  const add = useAddPasskey();
  const [note, setNote] = useState<string | null>(null);
  const { error } = add;
  const quiet = isPasskeyPromptCancelled(error) || isPasskeyAlreadyRegistered(error);
  const nameError = form.formState.errors.name?.message ?? serverFieldError(error, 'name');

  const onSubmit = form.handleSubmit(({ name }) => {
    setNote(null);
    add.mutate(name, {
      onSuccess: (passkey) => {
        const name = passkey.name;
        toast({ title: securityMessages.passkeyAdded, description: t`“${name}” can now sign you in.` });
        onAdded(passkey);
      },
      onError: (failure) => {
        if (isPasskeyPromptCancelled(failure))
          setNote(t`No passkey was added: the prompt was closed. You can try again when you are ready.`);
        else if (isPasskeyAlreadyRegistered(failure)) setNote(t`This device already has a passkey for your account.`);
      },
    });
  });

  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit}>
      <FormField label={t`Passkey name`} error={nameError} hint={t`To tell your passkeys apart, e.g. “Work laptop”.`}>
        {(control) => (
          <Input
            {...control}
            {...form.register('name')}
            autoComplete="off"
            maxLength={PASSKEY_NAME_MAX}
            autoFocus={autoFocus}
          />
        )}
      </FormField>
      {note ? (
        <p role="status" className="text-sm text-muted-foreground">
          {note}
        </p>
      ) : null}
      {error && !quiet && !serverFieldError(error, 'name') ? (
        <ErrorAlert>{errorMessage(error, contractText(securityMessages.passkeyFailed))}</ErrorAlert>
      ) : null}
      <SubmitButton
        className="w-full sm:w-auto sm:justify-self-end"
        busy={add.isPending}
        busyLabel={t`Waiting for your device...`}
      >
        <Fingerprint aria-hidden="true" />
        <Trans>Create passkey</Trans>
      </SubmitButton>
    </form>
  );
}
