import { useLingui } from '@lingui/react';
import type { SandboxConfirmResponse } from '@causeway/contracts';
import { useState } from 'react';
import { useAuthenticateSandboxPayment, type AuthenticationOutcome } from '../api/authenticate-sandbox-payment';
import { authenticationToken, toastPaymentError, toastPaymentFailed } from './payment-outcome';

/**
 * Sandbox mode's 3-D Secure step: `begin` opens the check for a payment that came back requires_action, the
 * donor's answer goes to the sandbox, and its outcome goes to `onResult`. Spread `dialog` on the dialog.
 */
export function useSandboxAuthentication(onResult: (result: SandboxConfirmResponse) => void) {
  const { i18n } = useLingui();
  const [token, setToken] = useState<string | null>(null);
  const authenticate = useAuthenticateSandboxPayment();

  const begin = (result: Pick<SandboxConfirmResponse, 'nextActionUrl'>) => {
    const found = authenticationToken(result);
    if (found) setToken(found);
    else toastPaymentFailed(i18n, undefined);
  };

  const onAnswer = (outcome: AuthenticationOutcome) => {
    if (!token) return;
    authenticate.mutate(
      { token, outcome },
      {
        onSuccess: (result) => {
          setToken(null);
          onResult(result);
        },
        onError: (error) => {
          setToken(null);
          toastPaymentError(i18n, error);
        },
      },
    );
  };

  return {
    begin,
    /** The check is open or its answer is on its way. */
    busy: token !== null || authenticate.isPending,
    dialog: {
      open: token !== null,
      pendingOutcome: authenticate.isPending ? (authenticate.variables?.outcome ?? null) : null,
      onAnswer,
    },
  };
}
