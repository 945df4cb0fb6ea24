import type { Tribute, TributeDetail, TributeSummary } from '@causeway/contracts';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Executor, type Tx } from '../../db/client';
import { donationTributes } from '../../db/schema';
import { enqueueMails } from '../../mail/outbox';
import { getOrganizationSettings } from '../settings/settings.service';
import type { SettingsCache } from '../settings/settings-cache';
import { renderTributeCard } from './tribute-card';

/** The dedication a donor added to a gift, kept with the pending donation (deleted with it). */
export async function recordTribute(db: Executor, donationId: number, tribute: Tribute): Promise<void> {
  await db.insert(donationTributes).values({
    donationId,
    kind: tribute.kind,
    honoreeName: tribute.honoreeName,
    recipientName: tribute.recipientName ?? null,
    recipientEmail: tribute.recipientEmail ?? null,
    message: tribute.message ?? null,
    showAmount: tribute.showAmount,
  });
}

type ClaimedCard = {
  kind: Tribute['kind'];
  honoree_name: string;
  recipient_name: string | null;
  recipient_email: string;
  message: string | null;
  show_amount: boolean;
  amount: number;
  currency: string;
  anonymous: boolean;
  donor_first: string | null;
  donor_last: string | null;
  campaign_title: string;
  locale: string | null;
};

/**
 * Queues the recipients' cards of gifts that have just succeeded, in the transaction that made them succeed: one
 * statement claims every card due (a dedication with a recipient e-mail, of a succeeded gift, not yet sent: the
 * claim sets notified_at, so a replayed event or a second call sends nothing), one more queues them. A renewal is
 * a new donation without a dedication, so it never sends the card again; a failed or pending gift is never claimed.
 */
export async function queueTributeCards(tx: Tx, donationIds: number[], cache?: SettingsCache): Promise<void> {
  if (donationIds.length === 0) return;
  const claimed = await queryRows<ClaimedCard>(
    tx,
    sql`
    with claimed as (
      update donation_tributes t set notified_at = now()
      from donations d
      where t.donation_id = any(${sql.param(donationIds)}::int[]) and d.id = t.donation_id
        and d.status = 'succeeded' and t.notified_at is null and t.recipient_email is not null
      returning t.kind, t.honoree_name, t.recipient_name, t.recipient_email, t.message, t.show_amount,
        d.amount, d.currency, d.anonymous, d.user_id, d.guest_first_name, d.guest_last_name, d.campaign_id, d.id,
        d.locale
    )
    select claimed.kind, claimed.honoree_name, claimed.recipient_name, claimed.recipient_email, claimed.message,
      claimed.show_amount, claimed.amount, claimed.currency, claimed.anonymous, c.title as campaign_title,
      coalesce(u.first_name, claimed.guest_first_name) as donor_first,
      coalesce(u.last_name, claimed.guest_last_name) as donor_last,
      coalesce(claimed.locale, u.locale) as locale
    from claimed
    join campaigns c on c.id = claimed.campaign_id
    left join users u on u.id = claimed.user_id
    order by claimed.id`,
  );
  if (claimed.length === 0) return;
  const org = await getOrganizationSettings(cache?.via(tx) ?? tx);
  await enqueueMails(
    tx,
    claimed.map((row) =>
      renderTributeCard({
        kind: row.kind,
        honoreeName: row.honoree_name,
        recipientName: row.recipient_name,
        recipientEmail: row.recipient_email,
        message: row.message,
        showAmount: row.show_amount,
        amount: Number(row.amount),
        currency: row.currency,
        donorName: row.anonymous ? null : `${row.donor_first ?? ''} ${row.donor_last ?? ''}`.trim() || null,
        campaignTitle: row.campaign_title,
        organizationName: org.name,
        locale: row.locale,
      }),
    ),
  );
}

const detailColumns = {
  donationId: donationTributes.donationId,
  kind: donationTributes.kind,
  honoreeName: donationTributes.honoreeName,
  recipientName: donationTributes.recipientName,
  recipientEmail: donationTributes.recipientEmail,
  message: donationTributes.message,
  showAmount: donationTributes.showAmount,
  notifiedAt: donationTributes.notifiedAt,
};

/** The dedication of one donation, as the admin donation view shows it; null when there is none. */
export async function findTributeDetail(db: Executor, donationId: number): Promise<TributeDetail | null> {
  const [row] = await db
    .select(detailColumns)
    .from(donationTributes)
    .where(eq(donationTributes.donationId, donationId));
  if (!row) return null;
  const { donationId: _id, notifiedAt, ...rest } = row;
  return { ...rest, notifiedAt: notifiedAt?.toISOString() ?? null };
}

/** The dedications of several donations (a page of the donor's history), by donation id. */
export async function findTributeSummaries(db: Executor, donationIds: number[]): Promise<Map<number, TributeSummary>> {
  if (donationIds.length === 0) return new Map();
  const rows = await db
    .select({
      donationId: donationTributes.donationId,
      kind: donationTributes.kind,
      honoreeName: donationTributes.honoreeName,
    })
    .from(donationTributes)
    .where(sql`${donationTributes.donationId} = any(${sql.param(donationIds)}::int[])`);
  return new Map(rows.map(({ donationId, ...summary }) => [donationId, summary]));
}
