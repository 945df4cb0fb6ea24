import { TakeTourButton } from '@/features/onboarding';
import { ExportDataButton } from './export-data-button';
import { TaxReceiptButton } from './tax-receipt/tax-receipt-button';

/** The greeting, 'Take the tour' when a tour is offered, and the donor's two file actions (spec section 2). */
export function DashboardHeader({ name }: { name: string }) {
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <p className="text-sm font-semibold text-primary-soft-foreground">Dashboard</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight break-words sm:text-4xl">Welcome back, {name}!</h1>
        <p className="mt-2 text-muted-foreground">
          Follow your giving, manage recurring gifts and download your receipts.
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
