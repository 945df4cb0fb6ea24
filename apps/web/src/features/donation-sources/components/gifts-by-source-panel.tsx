import {
  donationSourceDetail,
  donationSourceLabel,
  donationSourceMessages,
  type DonationSourceReport,
  type DonationSourceRow,
} from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { Compass } from 'lucide-react';
import { useId, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RetryNotice } from '@/components/ui/retry-notice';
import { Skeleton } from '@/components/ui/skeleton';
import { StateMessage } from '@/components/ui/state-message';
import { formatAmount, formatNumber } from '@/lib/format';
import { useContractLabels, useContractText } from '@/lib/i18n';
import { useDonationSources, type SourceScope } from '../api/get-donation-sources';
import { defaultSourceRange, sourceRangeError, type SourceRange } from '../lib/source-range';

const rowKey = (row: DonationSourceRow) => JSON.stringify([row.kind, row.value, row.medium, row.campaign]);

/**
 * "Gifts by source" (issue 24, item 6): succeeded gifts and their amount by where the donor came from, over a date
 * range (the last 30 days to start with), for the whole site or one campaign.
 */
export function GiftsBySourcePanel({ scope }: { scope: SourceScope }) {
  const { t } = useLingui();
  const m = useContractLabels(donationSourceMessages);
  const contractText = useContractText();
  const ids = useId();
  const [range, setRange] = useState<SourceRange>(() => defaultSourceRange());
  const rangeError = sourceRangeError(range);
  // The range's message is the contracts' English (compared as such below); the field it names is shown translated.
  const badFrom = donationSourceMessages.badDate(donationSourceMessages.from);
  const badTo = donationSourceMessages.badDate(donationSourceMessages.to);
  const rangeErrorText =
    rangeError === badFrom
      ? m.badDate(m.from)
      : rangeError === badTo
        ? m.badDate(m.to)
        : rangeError
          ? contractText(rangeError)
          : null;
  // A range the server would refuse is not asked for: the last good report stays, with the message.
  const [asked, setAsked] = useState(range);
  if (!rangeError && (asked.from !== range.from || asked.to !== range.to)) setAsked(range);
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useDonationSources(scope, asked, true);
  /** The tables' caption: '{title}, {from} to {to}', the dates as the report gives them (YYYY-MM-DD). */
  const reportCaption = (from: string, to: string) => {
    const title = m.title;
    return t`${title}, ${from} to ${to}`;
  };

  return (
    <Card aria-labelledby={`${ids}title`} role="region">
      <CardHeader className="gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <CardTitle id={`${ids}title`} className="text-lg">
            {m.title}
          </CardTitle>
          <CardDescription>{m.description}</CardDescription>
        </div>
        <fieldset className="flex flex-wrap items-end gap-3">
          <legend className="sr-only">{m.dateRange}</legend>
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}from`}>{m.from}</Label>
            <Input
              id={`${ids}from`}
              type="date"
              value={range.from}
              max={range.to || undefined}
              onChange={(event) => setRange((r) => ({ ...r, from: event.target.value }))}
              aria-invalid={rangeError !== null && rangeError !== badTo ? true : undefined}
              aria-describedby={rangeError ? `${ids}error` : undefined}
              className="w-auto"
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}to`}>{m.to}</Label>
            <Input
              id={`${ids}to`}
              type="date"
              value={range.to}
              min={range.from || undefined}
              onChange={(event) => setRange((r) => ({ ...r, to: event.target.value }))}
              aria-invalid={rangeError !== null && rangeError !== badFrom ? true : undefined}
              aria-describedby={rangeError ? `${ids}error` : undefined}
              className="w-auto"
            />
          </div>
        </fieldset>
      </CardHeader>
      <CardContent className="grid gap-4">
        {rangeErrorText ? (
          <p id={`${ids}error`} role="alert" className="text-sm font-medium text-destructive">
            {rangeErrorText}
          </p>
        ) : null}
        {isPending ? (
          <div role="status" aria-label={m.loading} className="grid gap-3">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-6 w-full" />
            ))}
          </div>
        ) : isError ? (
          <RetryNotice message={m.loadFailed} onRetry={() => void refetch()} retrying={isFetching} />
        ) : data.totals.length === 0 ? (
          <StateMessage icon={Compass} title={m.empty} description={m.emptyHint} />
        ) : (
          <div className="grid gap-6" aria-busy={isPlaceholderData || isFetching || undefined}>
            {data.totals.map((total) => (
              <SourceTable
                key={total.currency}
                rows={data.rows.filter((row) => row.currency === total.currency)}
                total={total}
                caption={reportCaption(data.from, data.to)}
                // One currency reads as before; with several, each table says which one it adds up.
                heading={data.totals.length > 1 ? m.inCurrency(total.currency) : null}
              />
            ))}
            {data.truncated ? <p className="text-xs text-muted-foreground">{m.truncated}</p> : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** One currency's sources and its total: amounts of different currencies are never in one column (issue 26). */
function SourceTable({
  rows,
  total,
  caption,
  heading,
}: {
  rows: DonationSourceRow[];
  total: DonationSourceReport['totals'][number];
  caption: string;
  heading: string | null;
}) {
  const m = useContractLabels(donationSourceMessages);
  const contractText = useContractText();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className={heading ? 'pb-2 text-start text-sm font-semibold' : 'sr-only'}>
          {heading ? (
            <>
              {heading}
              <span className="sr-only"> ({caption})</span>
            </>
          ) : (
            caption
          )}
        </caption>
        <thead>
          <tr className="border-b border-border text-start text-muted-foreground">
            <th scope="col" className="py-2 pe-4 font-medium">
              {m.source}
            </th>
            <th scope="col" className="py-2 pe-4 text-end font-medium">
              {m.gifts}
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              {m.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const detail = donationSourceDetail(row);
            // A utm source's own name is the donor's link's, not a word of ours.
            const label = donationSourceLabel(row);
            return (
              <tr key={rowKey(row)} className="border-b border-border last:border-0">
                <th scope="row" className="max-w-xs py-2 pe-4 text-start font-medium break-words">
                  {label === row.value ? label : contractText(label)}
                  {detail ? <span className="block text-xs font-normal text-muted-foreground">{detail}</span> : null}
                </th>
                <td className="py-2 pe-4 text-end tabular-nums">{formatNumber(row.gifts)}</td>
                <td className="py-2 text-end tabular-nums">{formatAmount(row.amount, row.currency)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-border font-semibold">
            <th scope="row" className="py-2 pe-4 text-start">
              {m.total}
            </th>
            <td className="py-2 pe-4 text-end tabular-nums">{formatNumber(total.gifts)}</td>
            <td className="py-2 text-end tabular-nums">{formatAmount(total.amount, total.currency)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
