import { sql } from 'drizzle-orm';
import type { DonationSourceKind } from '@causeway/contracts';
import { queryRows, type Executor } from '../../db/client';

export interface SourceRange {
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  until: Date;
  campaignId?: number;
}

interface SourceGroupRow {
  kind: DonationSourceKind;
  value: string | null;
  medium: string | null;
  campaign: string | null;
  currency: string;
  gifts: number | string;
  amount: number | string;
  group_count: number | string;
  /** The totals of the row's currency. */
  total_gifts: number | string;
  total_amount: number | string;
}

/**
 * Succeeded gifts in [from, until) grouped by source (the rule in contracts/donation-sources.ts) and currency
 * (issue 26: no sum adds one currency to another), the `limit` that raised the most in their currency, each row
 * carrying its currency's totals over every group. When there are more groups than `limit`, each currency's best
 * come first (every currency's first before any currency's second), so a currency with few gifts is not pushed
 * out of the report by another's; the rows come back by currency, then as ranked. A gift's amount is net of its refunded part (a
 * refund comes out of the gift first, issue 23; a gift refunded whole is no longer succeeded), as the overview's
 * figures are. The site-wide report reads donations_succeeded_at_idx's range; a campaign's reads
 * donations_campaign_status_idx (campaign_id, status) and keeps the range's rows.
 */
export async function readSourceGroups(db: Executor, range: SourceRange, limit: number) {
  const campaign = range.campaignId === undefined ? sql`` : sql`and campaign_id = ${range.campaignId}`;
  const rows = await queryRows<SourceGroupRow>(
    db,
    sql`with gifts as (
          select case when source_utm_source is not null then 'utm'
                      when source_host_origin is not null then 'embed'
                      when source_referrer_host is not null then 'referrer'
                      else 'direct' end as kind,
                 coalesce(source_utm_source, source_host_origin, source_referrer_host) as value,
                 case when source_utm_source is not null then source_utm_medium end as medium,
                 case when source_utm_source is not null then source_utm_campaign end as campaign,
                 currency,
                 amount - least(amount, greatest(refunded_amount, 0)) as net
          from donations
          where status = 'succeeded' and succeeded_at >= ${range.from} and succeeded_at < ${range.until} ${campaign}
        ), groups as (
          select kind, value, medium, campaign, currency, count(*) as gifts, sum(net) as amount
          from gifts
          group by kind, value, medium, campaign, currency
        ), ranked as (
          select kind, value, medium, campaign, currency, gifts, amount,
                 row_number() over (partition by currency order by amount desc, gifts desc, kind,
                   value nulls first, medium nulls first, campaign nulls first) as rank,
                 count(*) over () as group_count,
                 sum(gifts) over (partition by currency) as total_gifts,
                 sum(amount) over (partition by currency) as total_amount
          from groups
        ), listed as (
          select * from ranked order by rank, currency limit ${limit}
        )
        select kind, value, medium, campaign, currency, gifts, amount, group_count, total_gifts, total_amount
        from listed
        order by currency, rank`,
  );
  return rows;
}

export async function campaignExists(db: Executor, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(db, sql`select id from campaigns where id = ${id}`);
  return rows.length > 0;
}
