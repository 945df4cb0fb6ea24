import { Trans } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import { useContractText } from '@/lib/i18n';

/** Under the payment form after a declined payment: what happened and what to do, besides the toast. */
export function PaymentFailureNote({ message, advice }: { message: string; advice: string }) {
  // The provider's words: the sandbox's are contracts' messages, in the page's language (issue 26).
  const contractText = useContractText();
  return (
    <p
      role="status"
      className="flex gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-foreground"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <span>
        <span className="font-semibold">
          <Trans>The payment did not go through.</Trans>
        </span>{' '}
        {contractText(message)} {advice}
      </span>
    </p>
  );
}
