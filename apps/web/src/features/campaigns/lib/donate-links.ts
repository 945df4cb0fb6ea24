import { minorPerMajor, type Reward } from '@causeway/contracts';

export function donatePath(campaignId: number): string {
  return `/donate/${campaignId}`;
}

export function donateMonthlyPath(campaignId: number): string {
  return `/donate/${campaignId}?recurring=true`;
}

/**
 * Spec section 2: '/donate/{id}?amount={minimumAmount in major units}&reward={rewardId}'. URL amounts are whole
 * dollars (DECISIONS.md), major units of the campaign's currency (¥500 stays 500); a minimum with cents rounds up
 * so the gift still qualifies for the reward.
 */
export function rewardDonatePath(
  campaignId: number,
  reward: Pick<Reward, 'id' | 'minimumAmount'>,
  currency = 'usd',
): string {
  const dollars = Math.max(1, Math.ceil(reward.minimumAmount / minorPerMajor(currency)));
  return `/donate/${campaignId}?amount=${dollars}&reward=${reward.id}`;
}

export function campaignPath(campaignId: number): string {
  return `/campaigns/${campaignId}`;
}
