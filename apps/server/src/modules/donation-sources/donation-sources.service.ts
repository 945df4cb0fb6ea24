import {
  addDays,
  campaignMessages,
  currencyOf,
  SOURCE_REPORT_DEFAULT_DAYS,
  SOURCE_REPORT_MAX_ROWS,
  startOfUtcDay,
  subDays,
  type DonationSourceReport,
} from '@causeway/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import * as repo from './donation-sources.repository';

/** The range asked for, as whole UTC days (both included); by default the last 30 days, today included. */
export interface SourceQuery {
  from?: string;
  to?: string;
}

const dayText = (date: Date) => date.toISOString().slice(0, 10);
const dayOf = (text: string) => new Date(`${text}T00:00:00Z`);

export function resolveRange(query: SourceQuery, now: Date) {
  const to = query.to ? dayOf(query.to) : startOfUtcDay(now);
  const from = query.from ? dayOf(query.from) : subDays(to, SOURCE_REPORT_DEFAULT_DAYS - 1);
  return { from, to, until: addDays(to, 1) };
}

/** Gifts by source over the range: the whole site's, or one campaign's (404 when it does not exist). */
export async function getSourceReport(
  db: Executor,
  query: SourceQuery,
  opts: { campaignId?: number; now?: Date } = {},
): Promise<DonationSourceReport> {
  if (opts.campaignId !== undefined && !(await repo.campaignExists(db, opts.campaignId)))
    throw new AppError('NOT_FOUND', campaignMessages.notFound);
  const range = resolveRange(query, opts.now ?? new Date());
  const rows = await repo.readSourceGroups(
    db,
    { from: range.from, until: range.until, campaignId: opts.campaignId },
    SOURCE_REPORT_MAX_ROWS,
  );
  // The rows come by currency: each currency's first row carries its totals (every currency has a listed row).
  const totals = rows
    .filter((r, i) => r.currency !== rows[i - 1]?.currency)
    .map((r) => ({ currency: currencyOf(r.currency), gifts: Number(r.total_gifts), amount: Number(r.total_amount) }));
  return {
    from: dayText(range.from),
    to: dayText(range.to),
    rows: rows.map((r) => ({
      kind: r.kind,
      value: r.value,
      medium: r.medium,
      campaign: r.campaign,
      gifts: Number(r.gifts),
      amount: Number(r.amount),
      currency: currencyOf(r.currency),
    })),
    totals,
    truncated: Number(rows[0]?.group_count ?? 0) > rows.length,
  };
}
