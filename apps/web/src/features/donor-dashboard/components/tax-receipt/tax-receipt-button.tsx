import { Trans } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TaxReceiptDialog } from './tax-receipt-dialog';

/** 'Tax Receipt' (DECISIONS.md): choose a year, then download that year's PDF statement. */
export function TaxReceiptButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        <FileText aria-hidden="true" />
        <Trans>Tax Receipt</Trans>
      </Button>
      <TaxReceiptDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
