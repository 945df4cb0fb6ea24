import {
  offlineGiftMessages as m,
  offlineGiftTime,
  type LedgerDonationDetail,
  type ParsedOfflineGift,
} from '@causeway/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../audit-log/audit-log.service';
import { getLedgerDonation } from '../donation-ledger/donation-ledger.service';
import { checkGiftAmount } from '../donations/gift-amount';
import { countInCampaignTotals, insertDonation, succeedDonation } from '../payments/succeed-donation';
import { queueReceiptEmail, type ReceiptLinks } from '../receipts/receipts.service';
import type { SettingsCache } from '../settings/settings-cache';
import { campaignCurrency, receiptNumberOf, userExists } from './offline-gifts.repository';
import { emitDonationEvent } from '../webhooks/webhook-events';

export interface OfflineGiftDeps {
  db: Db;
  links: ReceiptLinks;
  settings?: SettingsCache;
  /** Called after the commit (clears the public read cache, as a payment's success does). */
  onTotalsChanged?: () => void;
}

/**
 * POST /api/admin/offline-gifts: a gift that reached the charity as cash, a cheque or a bank transfer becomes a
 * succeeded donation (provider 'offline'), moved by the state machine's own pieces (payments/succeed-donation.ts)
 * in one transaction with its audit entry, so it counts wherever a card gift does.
 */
export async function recordOfflineGift(
  deps: OfflineGiftDeps,
  gift: ParsedOfflineGift,
  actor: AuditActor,
  ip: string | null,
  now = new Date(),
): Promise<LedgerDonationDetail> {
  const at = offlineGiftTime(gift.receivedOn, now);
  const donationId = await deps.db.transaction(async (tx) => {
    // Any campaign that exists, whatever its status or end date: a cheque posted while a campaign was open may
    // arrive after it closed, and the money was still given to it.
    const currency = await campaignCurrency(tx, gift.campaignId);
    if (currency === undefined) throw new AppError('NOT_FOUND', m.campaignNotFound);
    // In the campaign's currency, with its bounds (issue 26), as a card gift to it would be.
    checkGiftAmount(gift.amount, currency);
    const account = 'userId' in gift.donor ? gift.donor.userId : null;
    if (account !== null && !(await userExists(tx, account))) {
      throw new AppError('VALIDATION_FAILED', m.donorNotFound, { 'donor.userId': [m.donorNotFound] });
    }
    const guest = 'email' in gift.donor ? gift.donor : null;
    const donation = await insertDonation(tx, {
      campaignId: gift.campaignId,
      currency,
      userId: account,
      amount: gift.amount,
      donationType: 'one_time',
      provider: 'offline',
      guestEmail: guest?.email ?? null,
      guestFirstName: guest?.firstName ?? null,
      guestLastName: guest?.lastName ?? null,
      anonymous: gift.anonymous,
      offlineMethod: gift.method,
      note: gift.note || null,
      recordedById: actor.id,
      createdAt: at,
    });
    const { newDonor } = await succeedDonation(tx, donation, at);
    if (gift.sendReceipt) await queueReceiptEmail(tx, donation.id, deps.links, deps.settings);
    const receiptNumber = await receiptNumberOf(tx, donation.id);
    await recordAudit(tx, {
      actor,
      action: 'donation.offline_recorded',
      subjectType: 'donation',
      subjectId: donation.id,
      before: null,
      after: { ...gift, receiptNumber },
      ip,
    });
    await emitDonationEvent(tx, 'donation.succeeded', donation.id);
    // Last: the campaign's row stays locked only from here to the commit (succeed-donation.ts).
    await countInCampaignTotals(tx, donation, newDonor);
    return donation.id;
  });
  deps.onTotalsChanged?.();
  return getLedgerDonation(deps.db, donationId);
}
