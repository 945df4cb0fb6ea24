import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarX2, Download, RotateCw } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useDownloadStatement } from '@/features/donor-dashboard/api/download-statement';
import { useStatementYears } from '@/features/donor-dashboard/api/get-statement-years';
import { BusyIcon, busyButtonClassName } from '../busy-icon';

export function StatementYearForm({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { data, isPending, isError, isFetching, refetch } = useStatementYears();
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const download = useDownloadStatement({ onSuccess: onClose });
  const selectId = useId();

  if (isPending) {
    return (
      <div role="status" aria-label={t`Loading your statement years`} className="grid gap-2">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-10" />
      </div>
    );
  }

  if (isError) {
    return (
      <div className="grid gap-4">
        <p role="alert" className="text-sm font-medium text-destructive">
          <Trans>Your statement years could not be loaded. Please try again.</Trans>
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
          <Button onClick={() => void refetch()} disabled={isFetching}>
            <RotateCw className={isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            <Trans>Try again</Trans>
          </Button>
        </div>
      </div>
    );
  }

  if (data.years.length === 0) {
    return (
      <div className="grid gap-4">
        <div className="flex items-start gap-3 rounded-lg bg-muted p-4 text-sm">
          <CalendarX2 className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <p>
            <Trans>
              You have no completed donations yet, so there is no statement to download. Once a donation goes through,
              its year appears here.
            </Trans>
          </p>
        </div>
        <div className="flex justify-end">
          <Button variant="outline" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </div>
      </div>
    );
  }

  // The newest year is the usual choice (spec: the list comes newest first).
  const year = chosenYear !== null && data.years.includes(chosenYear) ? chosenYear : data.years[0]!;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!download.isPending) download.mutate(year);
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={selectId}>
          <Trans>Tax year</Trans>
        </Label>
        <NativeSelect id={selectId} value={year} onChange={(event) => setChosenYear(Number(event.target.value))}>
          {data.years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" className={busyButtonClassName} aria-disabled={download.isPending}>
          <BusyIcon busy={download.isPending} icon={Download} />
          <Trans>Download PDF</Trans>
        </Button>
      </div>
    </form>
  );
}
