import { privacyMessages } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmActions } from '@/components/ui/confirm-dialog';
import { AlertDialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';

/** What the user types to say they mean it. */
export const DELETE_CONFIRMATION = 'DELETE';

/**
 * Deleting cannot be undone, so it takes the password again and the word DELETE typed out. The gifts stay, as
 * anonymous records: the dialog says so, so nobody expects their donations to disappear from the campaigns.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const remove = useDeleteAccount({
    onSuccess: () => {
      void navigate('/', { replace: true });
      toast({ title: t`Account deleted`, description: t`Your account and personal data have been erased.` });
    },
  });
  const close = () => {
    if (!remove.isPending) onClose();
  };
  return (
    <AlertDialog
      open={open}
      title={t`Delete your account?`}
      description={t`This cannot be undone. Your profile, saved cards, sessions and e-mail subscriptions are erased and your recurring gifts are cancelled. Your past donations stay in the campaigns’ totals as anonymous gifts, as tax law requires.`}
      onDismiss={close}
    >
      {open ? <DeleteAccountForm remove={remove} /> : null}
    </AlertDialog>
  );
}

function DeleteAccountForm({ remove }: { remove: ReturnType<typeof useDeleteAccount> }) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const confirmed = confirmation.trim() === DELETE_CONFIRMATION;
  const confirmationWord = DELETE_CONFIRMATION;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setPasswordError(privacyMessages.passwordRequired);
    if (!confirmed || remove.isPending) return;
    setPasswordError(undefined);
    remove.mutate(
      { password },
      {
        onError: (error) => {
          const field = isApiError(error) ? error.fieldErrors?.password?.[0] : undefined;
          if (field) return setPasswordError(field);
          toast({
            variant: 'destructive',
            title: t`Account not deleted`,
            description: errorMessage(error, t`Please try again in a moment.`),
          });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField label={t`Password`} error={passwordError}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </FormField>
      <FormField label={t`Type ${confirmationWord} to confirm`}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            spellCheck={false}
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
          />
        )}
      </FormField>
      <ConfirmActions
        keepLabel={t`Keep account`}
        busy={remove.isPending}
        busyLabel={t`Deleting...`}
        disabled={!confirmed}
      >
        <Trans>Delete account</Trans>
      </ConfirmActions>
    </form>
  );
}
