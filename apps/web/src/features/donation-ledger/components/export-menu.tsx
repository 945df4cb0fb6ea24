import { donationLedgerEndpoints, ledgerExportFormats } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, Download, Rows3, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { exportFormatLabels } from '../lib/ledger-display';
import { ledgerExportHref, type LedgerListState } from '../lib/ledger-list-params';

const icons = { donations: Rows3, donors: Users } as const;

/**
 * "Export CSV" of the ledger's current filter, one row per donation or per donor. Each choice is a plain link
 * to the file (the server sends it as an attachment), so the browser writes it to disk as it streams in instead
 * of holding a million rows in the page.
 */
export function ExportMenu({ state }: { state: LedgerListState }) {
  const { i18n } = useLingui();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <Download aria-hidden="true" />
          <Trans>Export CSV</Trans>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {ledgerExportFormats.map((format) => {
          const Icon = icons[format];
          return (
            <DropdownMenuItem key={format} asChild>
              <a href={ledgerExportHref(donationLedgerEndpoints.exportCsv.path, state, format)} download>
                <Icon aria-hidden="true" />
                {i18n._(exportFormatLabels[format])}
              </a>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
