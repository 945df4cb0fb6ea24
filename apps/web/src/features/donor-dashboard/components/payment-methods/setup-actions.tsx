import { Trans } from '@lingui/react/macro';
import { LoaderCircle, Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';

type SetupActionsProps = {
  busy: boolean;
  /** The form cannot take a card yet (e.g. Stripe still loading). */
  disabled?: boolean;
  onCancel: () => void;
};

/** The add-card forms' buttons: 'Cancel' closes the dialog, 'Save card' confirms the card ('Saving...' while busy). */
export function SetupActions({ busy, disabled = false, onCancel }: SetupActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        <Trans>Cancel</Trans>
      </Button>
      <Button type="submit" disabled={busy || disabled} aria-busy={busy || undefined}>
        {busy ? (
          <>
            <LoaderCircle className="animate-spin" aria-hidden="true" />
            <Trans>Saving...</Trans>
          </>
        ) : (
          <>
            <Lock aria-hidden="true" />
            <Trans>Save card</Trans>
          </>
        )}
      </Button>
    </div>
  );
}
