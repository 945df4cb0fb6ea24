import { CARD_DESCRIPTION_LENGTH, type Campaign } from '@causeway/contracts';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatDate, truncate } from '@/lib/format';

export const DEFAULT_CAMPAIGN_IMAGE = '/demo-images/default-campaign.jpg';

/** The campaign's picture, or the default stock image when it has none (spec section 2). */
export function campaignImage(url: string | null | undefined): string {
  return url?.trim() ? url : DEFAULT_CAMPAIGN_IMAGE;
}

/** Spec section 2: the card's short description, cut at 80 characters with three dots. */
export function cardDescription(text: string): string {
  return truncate(text, CARD_DESCRIPTION_LENGTH);
}

/** Spec section 4, cards: null 'Ongoing', 0 'Ending today', n '{n} days left', negative 'Ended'. */
export function daysLeftText(daysLeft: number | null, i18n: I18n): string {
  if (daysLeft === null) return i18n._(msg`Ongoing`);
  if (daysLeft < 0) return i18n._(msg`Ended`);
  if (daysLeft === 0) return i18n._(msg`Ending today`);
  return i18n._(msg`${plural(daysLeft, { one: '# day left', other: '# days left' })}`);
}

/** Spec section 4, detail page: 0 or less shows 'Ended'; no end date is 'Ongoing'. */
export function detailDaysLeftText(daysLeft: number | null, i18n: I18n): string {
  if (daysLeft === null) return i18n._(msg`Ongoing`);
  return daysLeft <= 0 ? i18n._(msg`Ended`) : String(daysLeft);
}

/** Spec section 2: the start date's first two words, 'November 3' (without the comma before the year). */
export function startedText(startDate: string): string {
  return formatDate(startDate).split(' ').slice(0, 2).join(' ').replace(/,$/, '');
}

/** Spec section 2: the description splits into paragraphs at line breaks; blank lines make no empty paragraph. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Spec section 4: the card's bar changes colour once the goal is reached. */
export function goalReached(percentComplete: number): boolean {
  return percentComplete >= 100;
}

export const campaignStatusLabels: Record<Campaign['status'], MessageDescriptor> = {
  draft: msg`Draft`,
  active: msg`Active`,
  paused: msg`Paused`,
  completed: msg`Completed`,
  archived: msg`Archived`,
};

export function statusLabel(status: Campaign['status'], i18n: I18n): string {
  return i18n._(campaignStatusLabels[status]);
}

/** Why the donate buttons are missing, in the donor's words; undefined while the campaign takes donations. */
export function notAcceptingReason(
  campaign: Pick<Campaign, 'status' | 'daysLeft' | 'acceptingDonations'>,
  i18n: I18n,
): string | undefined {
  if (campaign.acceptingDonations) return undefined;
  if (campaign.status === 'paused')
    return i18n._(msg`This campaign is paused and is not accepting donations right now.`);
  if (campaign.status === 'completed' || (campaign.daysLeft !== null && campaign.daysLeft < 0))
    return i18n._(msg`This campaign has ended and is no longer accepting donations.`);
  return i18n._(msg`This campaign is not accepting donations.`);
}
