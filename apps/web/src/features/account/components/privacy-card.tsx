import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useExportMyData } from '../api/export-my-data';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The donor's rights over their data: a copy of all of it, and erasure. */
export function PrivacyCard() {
  const { t } = useLingui();
  const exportData = useExportMyData();
  const [deleting, setDeleting] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Your data</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Download everything Causeway holds about you, or delete your account and personal data.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button variant="outline" onClick={() => exportData.mutate()} disabled={exportData.isPending}>
          <Download aria-hidden="true" />
          {exportData.isPending ? t`Preparing...` : t`Download my data`}
        </Button>
        <Button variant="destructive" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" />
          <Trans>Delete account</Trans>
        </Button>
      </CardContent>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </Card>
  );
}
