import { useLingui } from '@lingui/react/macro';
import { Dialog } from '@/components/ui/dialog';
import { AddPasskeyForm } from './add-passkey-form';

/** "Add a passkey": a name, then the browser's own prompt (fingerprint, face, PIN or a security key). */
export function AddPasskeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      title={t`Add a passkey`}
      description={t`Your browser will ask you to confirm with your fingerprint, face, device PIN or a security key.`}
      onDismiss={onClose}
    >
      {open ? <AddPasskeyForm onAdded={onClose} /> : null}
    </Dialog>
  );
}
