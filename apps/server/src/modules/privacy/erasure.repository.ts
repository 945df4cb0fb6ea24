import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor, type Tx } from '../../db/client';
import { recurringDonations } from '../../db/schema';

/**
 * The SQL of an erasure (privacy.service.ts). `emails` are lower-case addresses scrubbed wherever they appear;
 * `ownEmails` those whose guest gifts, contact messages and subscriptions are the donor's (an account's address
 * only once verified: an unverified address proves nothing about who gave under it). A row is the donor's when
 * its user id is the account's or it is a guest row with one of `ownEmails`.
 */
export interface ErasureTarget {
  userId: number | null;
  emails: string[];
  ownEmails: string[];
}

const emailsParam = (t: ErasureTarget) => sql`${sql.param(t.emails)}::text[]`;
const ownEmailsParam = (t: ErasureTarget) => sql`${sql.param(t.ownEmails)}::text[]`;
const ownRows = (t: ErasureTarget) =>
  sql`(user_id = ${t.userId ?? 0} or (user_id is null and lower(guest_email) = any(${ownEmailsParam(t)})))`;
/** Whether a text holds one of the addresses, in any case (no LIKE: an address may hold % or _). */
const mentions = (column: SQL, t: ErasureTarget) =>
  sql`exists (select 1 from unnest(${emailsParam(t)}) a where position(a in lower(coalesce(${column}, ''))) > 0)`;
/** The addresses as one case-insensitive regular expression, for regexp_replace(…, 'gi'). */
const pattern = (t: ErasureTarget) => t.emails.map((e) => e.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
const redacted = (column: SQL, t: ErasureTarget) => sql`regexp_replace(${column}, ${pattern(t)}, '[erased]', 'gi')`;

export interface DonorGift {
  id: number;
  userId: number | null;
  guestEmail: string | null;
  guestFirstName: string | null;
  guestLastName: string | null;
}

/** The donor's donations, locked: the payment state machine's first lock. */
export function lockDonations(tx: Tx, t: ErasureTarget) {
  return queryRows<DonorGift>(
    tx,
    sql`select id, user_id as "userId", guest_email as "guestEmail", guest_first_name as "guestFirstName",
          guest_last_name as "guestLastName"
        from donations where ${ownRows(t)} order by id for update`,
  );
}

export function lockRecurring(tx: Tx, t: ErasureTarget) {
  return queryRows<DonorGift & { status: string; provider: string; providerSubscriptionId: string | null }>(
    tx,
    sql`select id, user_id as "userId", guest_email as "guestEmail", guest_first_name as "guestFirstName",
          guest_last_name as "guestLastName", status, provider, provider_subscription_id as "providerSubscriptionId"
        from recurring_donations where ${ownRows(t)} order by id for update`,
  );
}

/** Active and paused recurring gifts of the donor, to cancel at the provider before anything is erased. */
export function listLiveRecurring(db: Executor, t: ErasureTarget) {
  return queryRows<{ id: number; userId: number | null; provider: string; providerSubscriptionId: string | null }>(
    db,
    sql`select id, user_id as "userId", provider, provider_subscription_id as "providerSubscriptionId"
        from recurring_donations where ${ownRows(t)} and status in ('active', 'paused') order by id`,
  );
}

export async function lockRecurringGift(tx: Tx, id: number) {
  const [gift] = await tx.select().from(recurringDonations).where(eq(recurringDonations.id, id)).for('update');
  return gift;
}

/**
 * Erases the personal fields of gifts, keeping the financial record. `anonymizedAt` differs per former donor
 * key (campaign-totals.repository.ts counts an anonymized donor by it), so donor counts stay what they were.
 */
export async function anonymizeGifts(
  tx: Tx,
  table: 'donations' | 'recurring_donations',
  ids: number[],
  at: ErasureClock,
  donorIndex: number,
) {
  if (ids.length === 0) return;
  const personal =
    table === 'donations'
      ? sql`note = null, email_updates = false, anonymous = true`
      : sql`anonymous = true, status = case when status in ('active', 'paused') then 'cancelled' else status end,
          cancelled_at = case when status in ('active', 'paused') then now() else cancelled_at end,
          next_payment_date = case when status in ('active', 'paused') then null else next_payment_date end,
          retry_at = null, guest_card_id = null, guest_card_brand = null, guest_card_last4 = null`;
  await tx.execute(sql`
    update ${sql.raw(table)} set user_id = null, guest_email = null, guest_first_name = null, guest_last_name = null,
      ${personal}, anonymized_at = ${at}::timestamptz + interval '1 microsecond' * ${donorIndex}, updated_at = now()
    where id = any(${sql.param(ids)}::int[])`);
  if (table === 'donations') {
    // What the donor wrote with their gifts (issue 24): a dedication names other people, and words of support are
    // the donor's own words; the amounts, dates and receipt numbers are what stays.
    await tx.execute(sql`delete from donation_tributes where donation_id = any(${sql.param(ids)}::int[])`);
    await tx.execute(sql`delete from support_messages where donation_id = any(${sql.param(ids)}::int[])`);
  }
}

/** Every other trace of the addresses and the account, outside the JSON documents (see listJsonMentions). */
export async function eraseTraces(tx: Tx, t: ErasureTarget): Promise<void> {
  const userId = t.userId ?? 0;
  await tx.execute(sql`delete from mail_outbox where ${mentions(sql`to_address`, t)} or ${mentions(sql`reply_to`, t)}
    or ${mentions(sql`subject`, t)} or ${mentions(sql`text_body`, t)} or ${mentions(sql`html_body`, t)}
    or ${mentions(sql`attachments::text`, t)}`);
  await tx.execute(sql`delete from contact_messages where lower(email) = any(${ownEmailsParam(t)})`);
  await tx.execute(sql`update contact_messages set name = ${redacted(sql`name`, t)},
    message = ${redacted(sql`message`, t)} where ${mentions(sql`name || ' ' || message`, t)}`);
  await tx.execute(
    sql`delete from update_subscriptions where user_id = ${userId} or lower(email) = any(${ownEmailsParam(t)})`,
  );
  await tx.execute(sql`delete from account_tokens where user_id = ${userId} or lower(email) = any(${emailsParam(t)})`);
  await tx.execute(sql`delete from sessions where user_id = ${userId}`);
  await tx.execute(
    sql`delete from donor_summaries where user_id = ${userId} or lower(guest_email) = any(${ownEmailsParam(t)})`,
  );
  await tx.execute(
    sql`update error_reports set user_id = null, ip = null, user_agent = null where user_id = ${userId}`,
  );
  await tx.execute(sql`update error_reports set message = ${redacted(sql`message`, t)},
      stack = ${redacted(sql`stack`, t)}, url = ${redacted(sql`url`, t)}
    where ${mentions(sql`message || ' ' || coalesce(stack, '') || ' ' || coalesce(url, '')`, t)}`);
  await tx.execute(sql`update audit_log set actor_name = '[erased]', ip = null
    where actor_id = ${userId} or ${mentions(sql`actor_name`, t)}`);
  await tx.execute(sql`update webhook_deliveries set response_body = ${redacted(sql`response_body`, t)},
      error = ${redacted(sql`error`, t)}
    where ${mentions(sql`response_body`, t)} or ${mentions(sql`error`, t)}`);
  // Counters keyed by address (e.g. forgot-password per e-mail) and stored answers that echo it.
  await tx.execute(sql`delete from rate_limit_counters where ${mentions(sql`key`, t)}`);
  await tx.execute(sql`delete from idempotent_requests where ${mentions(sql`response::text`, t)}`);
}

/**
 * Whether anything outside gifts still holds one of the addresses: someone who only wrote through the contact
 * form, or subscribed, has personal data to erase too.
 */
export async function hasOtherTraces(tx: Tx, t: ErasureTarget): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    tx,
    sql`select exists (select 1 from contact_messages where lower(email) = any(${emailsParam(t)}))
      or exists (select 1 from update_subscriptions where lower(email) = any(${emailsParam(t)}))
      or exists (select 1 from mail_outbox where ${mentions(sql`to_address`, t)} or ${mentions(sql`reply_to`, t)})
      or exists (select 1 from audit_log where ${mentions(sql`coalesce(before::text, '') || ' ' || coalesce(after::text, '')`, t)})
      or exists (select 1 from webhook_deliveries where ${mentions(sql`payload`, t)})
      or exists (select 1 from error_reports where ${mentions(sql`message || ' ' || coalesce(url, '')`, t)}) as found`,
  );
  return row!.found;
}

/** Audit entries and webhook payloads naming the donor: their JSON is rewritten field by field (erasure.ts). */
export function listJsonMentions(tx: Tx, t: ErasureTarget, donationIds: number[]) {
  return Promise.all([
    queryRows<{ id: number; before: unknown; after: unknown }>(
      tx,
      sql`select id, before, after from audit_log
        where ${mentions(sql`coalesce(before::text, '') || ' ' || coalesce(after::text, '')`, t)}
          or (subject_type = 'donation' and subject_id = any(${sql.param(donationIds)}::int[]))
        for update`,
    ),
    queryRows<{ id: number; payload: string }>(
      tx,
      sql`select id, payload from webhook_deliveries where ${mentions(sql`payload`, t)} for update`,
    ),
  ]);
}

export async function setAuditJson(tx: Tx, id: number, before: unknown, after: unknown) {
  await tx.execute(sql`update audit_log set before = ${before === null ? null : JSON.stringify(before)}::jsonb,
    after = ${after === null ? null : JSON.stringify(after)}::jsonb where id = ${id}`);
}

export async function setWebhookPayload(tx: Tx, id: number, payload: string) {
  await tx.execute(sql`update webhook_deliveries set payload = ${payload} where id = ${id}`);
}

/** Administrators other than the user: deleting the last one would lock everyone out of the admin area. */
export async function countOtherAdmins(tx: Tx, userId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from users where role = 'admin' and id <> ${userId}`,
  );
  return row!.n;
}

/** A timestamptz as PostgreSQL writes it, to the microsecond (a JS Date keeps milliseconds only). */
export type ErasureClock = string;

/**
 * One erasure at a time, each with its own clock reading taken under the lock: later erasures read a later
 * microsecond, so the anonymized_at values of two erasures never meet.
 */
export async function serializeErasures(tx: Tx): Promise<ErasureClock> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('causeway:donor-erasure'))`);
  const [row] = await queryRows<{ now: string }>(tx, sql`select clock_timestamp()::text as now`);
  return row!.now;
}
