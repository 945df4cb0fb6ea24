import { Trans } from '@lingui/react/macro';
import { TakeTourButton } from '@/features/onboarding';
import { ExportDataButton } from './export-data-button';
import { TaxReceiptButton } from './tax-receipt/tax-receipt-button';

/** The greeting, 'Take the tour' when a tour is offered, and the donor's two file actions (spec section 2). */
export function DashboardHeader({ name }: { name: string }) {
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <p className="text-sm font-semibold text-primary-soft-foreground">
          <Trans>Dashboard</Trans>
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight break-words sm:text-4xl">
          <Trans>Welcome back, {name}!</Trans>
        </h1>
        <p className="mt-2 text-muted-foreground">
          <Trans>Follow your giving, manage recurring gifts and download your receipts.</Trans>
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-3">
        <TakeTourButton />
        <ExportDataButton />
        <TaxReceiptButton />
      </div>
    </header>
  );
}
