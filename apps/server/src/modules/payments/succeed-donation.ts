import type { Tx } from '../../db/client';
import { donorKeyOf, lockDonor, rewriteDonorSummary } from '../donors/donors.service';
import * as repo from './payments.repository';

/**
 * The state machine's own moves for a donation that succeeds without a provider event (an administrator's
 * offline gift), so it counts wherever a card gift does: the donor's lock, then succeeded with the next receipt
 * number, then the donor's summary. The caller ends with `countInCampaignTotals`, last before its commit (the
 * lock order of payments.repository.ts lockDonationByIntent).
 */
export async function succeedDonation(tx: Tx, donation: repo.DonationRow, at: Date): Promise<{ newDonor: boolean }> {
  const donorKey = donorKeyOf(donation);
  await lockDonor(tx, donorKey);
  const { donorHadGift } = await repo.markSucceeded(tx, donation, at);
  await rewriteDonorSummary(tx, donorKey);
  return { newDonor: !donorHadGift };
}

/** A new donation row, to move with `succeedDonation`. */
export const insertDonation = repo.insertDonation;

/** The campaign's amount raised and donor count move by a gift that succeeded. */
export async function countInCampaignTotals(tx: Tx, donation: repo.DonationRow, newDonor: boolean): Promise<void> {
  await repo.adjustCampaignTotals(tx, donation.campaignId, donation.amount, newDonor ? 1 : 0);
}
