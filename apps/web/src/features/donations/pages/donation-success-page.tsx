import { useLingui } from '@lingui/react/macro';
import { isPopupEmbed } from '@causeway/contracts';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { DonationStatusView } from '../components/donation-status-view';
import { UnverifiedThanks } from '../components/unverified-thanks';
import { usePopupFrame } from '../lib/popup-embed';
import { parseSuccessParams } from '../lib/success-params';

/**
 * `/donation-success` and `/subscription-success` (spec section 2). The page asks the server for the donation's
 * real status (DECISIONS.md) and says 'Thank You' only once the payment has succeeded.
 */
export function DonationSuccessPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Thank You`);
  const [searchParams] = useSearchParams();
  const params = parseSuccessParams(searchParams);
  // In the pop-up's frame (issue 24), links open in a new tab and Escape asks the host page to close.
  usePopupFrame(isPopupEmbed(searchParams));

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-1 flex-col justify-center px-4 py-10 sm:px-6 sm:py-16">
      {params.paymentIntentId ? (
        <DonationStatusView key={params.paymentIntentId} paymentIntentId={params.paymentIntentId} params={params} />
      ) : (
        <UnverifiedThanks params={params} />
      )}
    </div>
  );
}
