import type { AdminDonor } from '@causeway/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ConfirmActions } from '@/components/ui/confirm-dialog';
import { AlertDialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useAnonymizeDonor } from '../api/anonymize-donor';
import { donorName } from '../lib/donor-display';

type AnonymizeDonorDialogProps = {
  donor: AdminDonor;
  open: boolean;
  onClose: () => void;
  /** After the erasure: the donor's page has nothing left to show. */
  onAnonymized: () => void;
};

/**
 * Anonymizing is irreversible (a donor's request to be forgotten), so the donor's e-mail address must be typed
 * out: a wrong donor page, or a slip of the mouse, erases nobody.
 */
export function AnonymizeDonorDialog({ donor, open, onClose, onAnonymized }: AnonymizeDonorDialogProps) {
  const { t } = useLingui();
  const anonymize = useAnonymizeDonor(donor.key);
  const name = donorName(donor);
  const close = () => {
    if (!anonymize.isPending) onClose();
  };
  return (
    <AlertDialog
      open={open}
      title={t`Anonymize ${name}?`}
      description={
        donor.isGuest
          ? t`This cannot be undone. Their name, e-mail address and messages are erased everywhere, and their recurring gifts are cancelled. Amounts, dates and receipt numbers stay, as an anonymized donor’s.`
          : t`This cannot be undone. Their account is deleted, their recurring gifts are cancelled, and their name, e-mail address and messages are erased everywhere. Amounts, dates and receipt numbers stay, as an anonymized donor’s.`
      }
      onDismiss={close}
    >
      {open ? (
        <AnonymizeForm
          donor={donor}
          anonymize={anonymize}
          onDone={() => {
            onClose();
            onAnonymized();
          }}
        />
      ) : null}
    </AlertDialog>
  );
}

function AnonymizeForm({
  donor,
  anonymize,
  onDone,
}: {
  donor: AdminDonor;
  anonymize: ReturnType<typeof useAnonymizeDonor>;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const email = donor.email;
  const matches = typed.trim().toLowerCase() === donor.email.toLowerCase();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches || anonymize.isPending) return;
    anonymize.mutate(donor.isGuest || donor.id === null ? { email: donor.email } : { userId: donor.id }, {
      onSuccess: (answer) => {
        const count = answer.donationsAnonymized;
        toast({
          title: t`Donor anonymized`,
          description: t`${plural(count, {
            one: '# donation kept as an anonymized donor’s.',
            other: '# donations kept as an anonymized donor’s.',
          })}`,
        });
        onDone();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t`Donor not anonymized`,
          description: errorMessage(error, t`Please try again in a moment.`),
        }),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField
        label={
          <Trans>
            Type <span className="font-mono break-all">{email}</span> to confirm
          </Trans>
        }
      >
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        )}
      </FormField>
      <ConfirmActions
        keepLabel={t`Keep donor`}
        busy={anonymize.isPending}
        busyLabel={t`Anonymizing...`}
        disabled={!matches}
      >
        <Trans>Anonymize donor</Trans>
      </ConfirmActions>
    </form>
  );
}
