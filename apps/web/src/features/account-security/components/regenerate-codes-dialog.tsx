import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { PasswordStep } from './password-step';
import { RecoveryCodesStep } from './recovery-codes-step';

type RegenerateCodesDialogProps = { open: boolean; email: string | undefined; onClose: () => void };

/** "New recovery codes": the password, then ten new codes shown once; the old ones stop working. */
export function RegenerateCodesDialog({ open, email, onClose }: RegenerateCodesDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      title={t`New recovery codes`}
      description={t`Your old recovery codes stop working as soon as the new ones are made.`}
      onDismiss={onClose}
    >
      {open ? <RegenerateCodes email={email} onDone={onClose} /> : null}
    </Dialog>
  );
}

function RegenerateCodes({ email, onDone }: { email: string | undefined; onDone: () => void }) {
  const { t } = useLingui();
  const [codes, setCodes] = useState<string[] | null>(null);
  const regenerate = useRegenerateRecoveryCodes();
  if (codes) {
    return (
      <RecoveryCodesStep
        codes={codes}
        email={email}
        onDone={() => {
          toast({ title: t`New recovery codes saved`, description: t`Your old recovery codes no longer work.` });
          onDone();
        }}
      />
    );
  }
  return (
    <PasswordStep
      email={email}
      submitLabel={t`Make new codes`}
      busyLabel={t`Making codes...`}
      busy={regenerate.isPending}
      error={regenerate.error}
      onSubmit={(password) =>
        regenerate.mutate({ password }, { onSuccess: ({ recoveryCodes }) => setCodes(recoveryCodes) })
      }
    />
  );
}
