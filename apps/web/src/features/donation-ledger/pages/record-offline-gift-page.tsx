import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { BackToDonations } from '../components/back-to-donations';
import { OfflineGiftForm } from '../components/offline-gift-form';

/**
 * `/admin/donations/new-offline`: a gift that came as cash, a cheque or a bank transfer, recorded by hand. It gets
 * a receipt number and counts in the campaign's total like a card gift.
 */
export function RecordOfflineGiftPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Record offline gift`);
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <header className="grid gap-3">
        <div>
          <BackToDonations />
        </div>
        <div>
          <h1 className="text-3xl font-bold tracking-tight">
            <Trans>Record offline gift</Trans>
          </h1>
          <p className="mt-1 text-muted-foreground">
            <Trans>
              Cash, a cheque or a bank transfer: it gets a receipt number and counts in the campaign&apos;s total like
              any other gift.
            </Trans>
          </p>
        </div>
      </header>
      <OfflineGiftForm />
    </div>
  );
}
