import { Trans } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useExportDonations } from '../api/export-donations';
import { BusyIcon, busyButtonClassName } from './busy-icon';

export function ExportDataButton() {
  const exportDonations = useExportDonations();
  const busy = exportDonations.isPending;
  return (
    <Button
      variant="outline"
      className={busyButtonClassName}
      aria-disabled={busy}
      onClick={() => {
        if (!busy) exportDonations.mutate();
      }}
    >
      <BusyIcon busy={busy} icon={Download} />
      <Trans>Export Data</Trans>
    </Button>
  );
}
