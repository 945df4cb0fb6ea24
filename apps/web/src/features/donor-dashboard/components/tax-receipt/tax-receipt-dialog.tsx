import { useLingui } from '@lingui/react/macro';
import { Dialog } from '@/components/ui/dialog';
import { StatementYearForm } from './statement-year-form';

type TaxReceiptDialogProps = { open: boolean; onClose: () => void };

export function TaxReceiptDialog({ open, onClose }: TaxReceiptDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onDismiss={onClose}
      title={t`Download a tax receipt`}
      description={t`An annual statement of your completed donations for the year you choose, as a PDF.`}
    >
      {/* Rendered only while open, so the years are asked for when the donor opens the dialog. */}
      <StatementYearForm onClose={onClose} />
    </Dialog>
  );
}
