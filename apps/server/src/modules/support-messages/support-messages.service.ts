import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  ADMIN_SUPPORT_MESSAGES_PAGE_SIZE,
  SUPPORT_MESSAGES_PAGE_SIZE,
  supporterName,
  supportMessageErrors,
  type AdminSupportMessage,
  type AdminSupportMessagePage,
  type SupportMessagePage,
  type supportMessageSchema,
} from '@causeway/contracts';
import type { Db, Executor } from '../../db/client';
import { campaigns, donations, supportMessages, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { ReadCache } from '../../lib/read-cache';
import { recordAudit, type AuditActor } from '../audit-log/audit-log.service';
import { isPubliclyVisible } from '../campaigns/campaigns.service';

/** Words of support given with a pending gift: public only once the gift succeeds (and never when hidden). */
export async function recordSupportMessage(
  db: Executor,
  donationId: number,
  campaignId: number,
  message: z.output<typeof supportMessageSchema>,
): Promise<void> {
  await db.insert(supportMessages).values({
    donationId,
    campaignId,
    body: message.body,
    showName: message.showName,
    showAmount: message.showAmount,
  });
}

export interface SupportMessageDeps {
  db: Db;
  readCache: ReadCache;
}

const hiddenBy = alias(users, 'hidden_by');

/** What the campaign page may show: the gift succeeded (a refunded one's message goes too) and it is not hidden. */
const publicOnly = (campaignId: number) =>
  and(eq(supportMessages.campaignId, campaignId), eq(donations.status, 'succeeded'), isNull(supportMessages.hiddenAt));

async function findCampaignStatus(db: Executor, campaignId: number): Promise<string | null> {
  const [row] = await db
    .select({ status: campaigns.status })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .limit(1);
  return row?.status ?? null;
}

/** The person a gift is from: the account's name, else the guest's. */
const personOf = (row: {
  userFirstName: string | null;
  userLastName: string | null;
  guestFirstName: string | null;
  guestLastName: string | null;
  userId: number | null;
}) =>
  row.userId !== null
    ? { firstName: row.userFirstName, lastName: row.userLastName }
    : { firstName: row.guestFirstName, lastName: row.guestLastName };

/**
 * GET /api/campaigns/{id}/support-messages: a public campaign's words of support, newest first. The name and the
 * amount are decided here (supporterName, showAmount), so what the donor withheld never leaves the server.
 */
export async function listPublicSupportMessages(db: Db, campaignId: number, page: number): Promise<SupportMessagePage> {
  const status = await findCampaignStatus(db, campaignId);
  if (!status || !isPubliclyVisible(status)) throw new AppError('NOT_FOUND', supportMessageErrors.campaignNotFound);
  const where = publicOnly(campaignId);
  const [totalRow] = await db
    .select({ total: count() })
    .from(supportMessages)
    .innerJoin(donations, eq(donations.id, supportMessages.donationId))
    .where(where);
  const rows = await db
    .select({
      body: supportMessages.body,
      createdAt: supportMessages.createdAt,
      showName: supportMessages.showName,
      showAmount: supportMessages.showAmount,
      amount: donations.amount,
      anonymous: donations.anonymous,
      anonymizedAt: donations.anonymizedAt,
      userId: donations.userId,
      guestFirstName: donations.guestFirstName,
      guestLastName: donations.guestLastName,
      userFirstName: users.firstName,
      userLastName: users.lastName,
    })
    .from(supportMessages)
    .innerJoin(donations, eq(donations.id, supportMessages.donationId))
    .leftJoin(users, eq(users.id, donations.userId))
    .where(where)
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.donationId))
    .limit(SUPPORT_MESSAGES_PAGE_SIZE)
    .offset((page - 1) * SUPPORT_MESSAGES_PAGE_SIZE);
  return {
    items: rows.map((row) => ({
      name: supporterName(personOf(row), {
        showName: row.showName,
        anonymous: row.anonymous,
        erased: row.anonymizedAt !== null,
      }),
      amount: row.showAmount ? row.amount : null,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    })),
    total: totalRow?.total ?? 0,
    page,
    pageSize: SUPPORT_MESSAGES_PAGE_SIZE,
  };
}

const adminColumns = {
  donationId: supportMessages.donationId,
  body: supportMessages.body,
  createdAt: supportMessages.createdAt,
  showName: supportMessages.showName,
  showAmount: supportMessages.showAmount,
  hiddenAt: supportMessages.hiddenAt,
  hiddenByFirstName: hiddenBy.firstName,
  hiddenByLastName: hiddenBy.lastName,
  hiddenByEmail: hiddenBy.email,
  amount: donations.amount,
  status: donations.status,
  anonymous: donations.anonymous,
  anonymizedAt: donations.anonymizedAt,
  userId: donations.userId,
  guestEmail: donations.guestEmail,
  guestFirstName: donations.guestFirstName,
  guestLastName: donations.guestLastName,
  userFirstName: users.firstName,
  userLastName: users.lastName,
  userEmail: users.email,
};

const adminQuery = (db: Executor) =>
  db
    .select(adminColumns)
    .from(supportMessages)
    .innerJoin(donations, eq(donations.id, supportMessages.donationId))
    .leftJoin(users, eq(users.id, donations.userId))
    .leftJoin(hiddenBy, eq(hiddenBy.id, supportMessages.hiddenById));

type AdminRow = Awaited<ReturnType<ReturnType<typeof adminQuery>['execute']>>[number];

function toAdminMessage(row: AdminRow): AdminSupportMessage {
  const person = personOf(row);
  const erased = row.anonymizedAt !== null;
  const fullName = `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();
  const hiddenByName = row.hiddenAt
    ? `${row.hiddenByFirstName ?? ''} ${row.hiddenByLastName ?? ''}`.trim() || row.hiddenByEmail
    : null;
  return {
    donationId: row.donationId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    donorName: erased ? 'Erased donor' : fullName || 'Unnamed donor',
    donorEmail: erased ? null : (row.userEmail ?? row.guestEmail ?? null),
    publicName: supporterName(person, { showName: row.showName, anonymous: row.anonymous, erased }),
    amount: row.amount,
    donationStatus: row.status,
    anonymous: row.anonymous,
    showName: row.showName,
    showAmount: row.showAmount,
    hidden: row.hiddenAt !== null,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    hiddenBy: hiddenByName ?? null,
    public: row.status === 'succeeded' && row.hiddenAt === null,
  };
}

/** GET /api/admin/campaigns/{id}/support-messages: every message, hidden ones and unpaid gifts' too, newest first. */
export async function listAdminSupportMessages(
  db: Db,
  campaignId: number,
  page: number,
): Promise<AdminSupportMessagePage> {
  if (!(await findCampaignStatus(db, campaignId))) {
    throw new AppError('NOT_FOUND', supportMessageErrors.campaignNotFound);
  }
  const where = eq(supportMessages.campaignId, campaignId);
  const [totalRow] = await db.select({ total: count() }).from(supportMessages).where(where);
  const rows = await adminQuery(db)
    .where(where)
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.donationId))
    .limit(ADMIN_SUPPORT_MESSAGES_PAGE_SIZE)
    .offset((page - 1) * ADMIN_SUPPORT_MESSAGES_PAGE_SIZE);
  return {
    items: rows.map(toAdminMessage),
    total: totalRow?.total ?? 0,
    page,
    pageSize: ADMIN_SUPPORT_MESSAGES_PAGE_SIZE,
  };
}

/**
 * POST /api/admin/support-messages/{donationId}/hide and /unhide: sets or clears the message's hidden mark, with
 * an audit entry on the gift's timeline when it changes, and drops the cached public answers so a hidden message
 * is gone from every one at once. Idempotent: hiding a hidden message changes nothing.
 */
export async function setSupportMessageHidden(
  deps: SupportMessageDeps,
  actor: AuditActor,
  donationId: number,
  hidden: boolean,
  ip: string,
): Promise<AdminSupportMessage> {
  const changed = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ hiddenAt: supportMessages.hiddenAt })
      .from(supportMessages)
      .where(eq(supportMessages.donationId, donationId))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', supportMessageErrors.messageNotFound);
    if ((current.hiddenAt !== null) === hidden) return false;
    await tx
      .update(supportMessages)
      .set(hidden ? { hiddenAt: new Date(), hiddenById: actor.id } : { hiddenAt: null, hiddenById: null })
      .where(eq(supportMessages.donationId, donationId));
    await recordAudit(tx, {
      actor,
      action: hidden ? 'donation.support_message_hidden' : 'donation.support_message_unhidden',
      subjectType: 'donation',
      subjectId: donationId,
      before: { hidden: !hidden },
      after: { hidden },
      ip,
    });
    return true;
  });
  if (changed) deps.readCache.invalidate();
  const [row] = await adminQuery(deps.db).where(eq(supportMessages.donationId, donationId));
  return toAdminMessage(row!);
}
