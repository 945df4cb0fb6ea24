import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { setupStepNumber, setupStepTitles, TwoFactorSetupFlow, type SetupStep } from './two-factor-setup-flow';

type TwoFactorSetupDialogProps = { open: boolean; email: string | undefined; onClose: () => void };

/**
 * The profile's "Set up authenticator app", step by step in a dialog. Escape closes it at any step: before the
 * last nothing is on yet; at the last, codes are on and new recovery codes can always be made.
 */
export function TwoFactorSetupDialog({ open, email, onClose }: TwoFactorSetupDialogProps) {
  const { t, i18n } = useLingui();
  const [step, setStep] = useState<SetupStep>('password');
  const stepNumber = setupStepNumber[step];
  const close = () => {
    onClose();
    setStep('password');
  };
  return (
    <Dialog
      open={open}
      title={i18n._(setupStepTitles[step])}
      description={t`Set up authenticator app · Step ${stepNumber} of 3`}
      onDismiss={close}
    >
      {open ? <TwoFactorSetupFlow email={email} onStepChange={setStep} onDone={close} /> : null}
    </Dialog>
  );
}
