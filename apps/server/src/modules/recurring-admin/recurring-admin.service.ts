import {
  currencyOf,
  recurringAdminMessages as m,
  type AdminRecurring,
  type CancelRecurringAdminResult,
  type ParsedRecurringAdminQuery,
  type RecurringAdminPage,
} from '@causeway/contracts';
import type { Db } from '../../db/client';
import { donorOf } from '../../db/donor-columns';
import { AppError } from '../../lib/errors';
import { enqueueMail } from '../../mail/outbox';
import type { AuditActor } from '../audit-log/audit-log.service';
import { recordAudit } from '../audit-log/audit-log.service';
import type { PaymentProvider } from '../payments/payment-provider';
import { cancelGift } from '../recurring/recurring.service';
import { getOrganizationSettings } from '../settings/settings.service';
import { cancelledByCharityMail } from './recurring-admin-mail';
import * as repo from './recurring-admin.repository';
import { wordsIn } from '../../i18n/words';
import { giftLocale } from '../recurring/gift-locale';

function toAdminRecurring({
  gift: g,
  campaignTitle,
  cardBrand,
  cardLast4,
  ...user
}: repo.RecurringRow): AdminRecurring {
  const isGuest = g.userId === null;
  return {
    id: g.id,
    donor: {
      userId: g.userId,
      isGuest,
      ...donorOf(g, user),
    },
    campaign: { id: g.campaignId, title: campaignTitle },
    amount: g.amount,
    feeAmount: g.feeAmount,
    currency: currencyOf(g.currency),
    interval: g.interval,
    status: g.status,
    // As the donor's own list (spec section 2): a next charge only while the gift is active.
    nextPaymentDate: g.status === 'active' ? (g.nextPaymentDate?.toISOString() ?? null) : null,
    card: cardBrand && cardLast4 ? { brand: cardBrand, last4: cardLast4 } : null,
    failedAttempts: g.failedAttempts,
    createdAt: g.createdAt.toISOString(),
    cancelledAt: g.cancelledAt?.toISOString() ?? null,
  };
}

/** GET /api/admin/recurring: searched, filtered, sorted and paged in SQL. */
export async function listRecurringGifts(db: Db, query: ParsedRecurringAdminQuery): Promise<RecurringAdminPage> {
  const criteria: repo.RecurringCriteria = {
    q: query.q || undefined,
    status: query.status,
    campaignId: query.campaignId,
    interval: query.interval,
  };
  const { rows, total } = await repo.listRecurring(
    db,
    criteria,
    query.sort,
    query.limit,
    (query.page - 1) * query.limit,
  );
  return { items: rows.map(toAdminRecurring), total, page: query.page, pageSize: query.limit };
}

export interface AdminCancelDeps {
  db: Db;
  provider: PaymentProvider;
  publicUrl: string;
}

/**
 * POST /api/admin/recurring/{id}/cancel: the donor's own cancel (cancelGift: the provider first, then the row),
 * done by an administrator, audited, and told to the donor through the outbox, all in one transaction: a provider
 * that refuses leaves no audit entry and sends no e-mail. Cancelled is final, so a second cancel is a 409 that
 * changes nothing and e-mails no one again.
 */
export async function cancelRecurringForDonor(
  deps: AdminCancelDeps,
  actor: AuditActor,
  id: number,
  input: { reason?: string; notifyDonor: boolean; ip?: string },
): Promise<CancelRecurringAdminResult> {
  const org = input.notifyDonor ? await getOrganizationSettings(deps.db) : null;
  const reason = input.reason || null;
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockRecurring(tx, id);
    if (!row) throw new AppError('NOT_FOUND', m.notFound);
    if (row.gift.status === 'cancelled') throw new AppError('CONFLICT', m.alreadyCancelled);
    const gift = await cancelGift(tx, deps.provider, row.gift);
    const cancelled = toAdminRecurring({ ...row, gift });
    await recordAudit(tx, {
      actor,
      action: 'recurring.cancelled_by_admin',
      subjectType: 'recurring',
      subjectId: gift.id,
      before: { status: row.gift.status },
      after: { status: gift.status, reason, donorNotified: Boolean(org && cancelled.donor.email) },
      ip: input.ip ?? null,
    });
    if (org && cancelled.donor.email) {
      await enqueueMail(
        tx,
        cancelledByCharityMail(
          cancelled,
          {
            reason,
            orgName: org.name,
            campaignUrl: `${deps.publicUrl}/campaigns/${gift.campaignId}`,
          },
          wordsIn(await giftLocale(tx, gift.id)),
        ),
      );
    }
    return { gift: cancelled, donorEmailed: Boolean(org && cancelled.donor.email) };
  });
}
