import { securityMessages, type TwoFactorSetup } from '@causeway/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useStartTwoFactor } from '../api/start-two-factor';
import { PasswordStep } from './password-step';
import { RecoveryCodesStep } from './recovery-codes-step';
import { ScanStep } from './scan-step';

export type SetupStep = 'password' | 'scan' | 'codes';

/** What each step is called, for the dialog's or page's heading. */
export const setupStepTitles: Record<SetupStep, MessageDescriptor> = {
  password: msg`Confirm it’s you`,
  scan: msg`Scan the QR code`,
  codes: msg`Save your recovery codes`,
};

export const setupStepNumber: Record<SetupStep, number> = { password: 1, scan: 2, codes: 3 };

type TwoFactorSetupFlowProps = {
  email: string | undefined;
  /** Told of every step, so the dialog or page around can title it. */
  onStepChange?: (step: SetupStep) => void;
  /** The codes are on and the recovery codes saved. */
  onDone: () => void;
  /** Focus the password field at once (a flow in the page; a dialog focuses it itself). */
  autoFocus?: boolean;
};

/**
 * Turning on authenticator codes, in three steps: the password; the QR code and the first code from the app; the
 * recovery codes, shown once. Used by the profile's dialog and by the administrators' set-up page.
 */
export function TwoFactorSetupFlow({ email, onStepChange, onDone, autoFocus = false }: TwoFactorSetupFlowProps) {
  const { t } = useLingui();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useStartTwoFactor();

  const go = (step: SetupStep) => onStepChange?.(step);

  if (codes) {
    return (
      <RecoveryCodesStep
        codes={codes}
        email={email}
        onDone={() => {
          toast({ title: t`Two-factor authentication on`, description: securityMessages.twoFactorEnabled });
          onDone();
        }}
      />
    );
  }
  if (setup) {
    return (
      <ScanStep
        setup={setup}
        onConfirmed={({ recoveryCodes }) => {
          // The secret has done its job: it is not kept in the page any longer than needed.
          setSetup(null);
          start.reset();
          setCodes(recoveryCodes);
          go('codes');
        }}
        onRestart={() => {
          setSetup(null);
          start.reset();
          go('password');
        }}
      />
    );
  }
  return (
    <PasswordStep
      email={email}
      autoFocus={autoFocus}
      submitLabel={t`Continue`}
      busyLabel={t`Checking...`}
      busy={start.isPending}
      error={start.error}
      onSubmit={(password) =>
        start.mutate(
          { password },
          {
            onSuccess: (answer) => {
              setSetup(answer);
              go('scan');
            },
          },
        )
      }
    />
  );
}
