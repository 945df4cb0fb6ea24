import {
  toMinorUnits,
  type PaymentMethod,
  type RecurringInterval,
  type savedCardDonationRequestSchema,
} from '@causeway/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import type { DonationFormValues } from './donation-form';
import { knownCardBrandName } from '@/lib/card-brand';
import { donationSourceRequest } from './donation-source';
import { fundraiserRequest } from './fundraiser-request';
import { supportMessageRequest } from './support-message-request';
import { tributeRequest } from './tribute-request';

/** The body of POST /api/donations, or of POST /api/recurring-donations with the interval. */
export type SavedCardRequest = z.input<typeof savedCardDonationRequestSchema> & { interval?: RecurringInterval };

/** Step 2's 'Pay with' choice: a saved card's id, or 'new' for the card form. */
export type PaymentChoice = number | 'new';

/** 'visa' → 'Visa'; a brand we have no name for is just a 'Card'. */
export function cardBrandName(brand: string, i18n: I18n): string {
  return knownCardBrandName(brand) ?? i18n._(msg`Card`);
}

/** '12/2028'. */
export function cardExpiry(card: Pick<PaymentMethod, 'expiryMonth' | 'expiryYear'>): string {
  return `${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`;
}

/** 'Visa •••• 4242', as the card is shown. */
export function savedCardName(card: Pick<PaymentMethod, 'brand' | 'last4'>, i18n: I18n): string {
  return `${cardBrandName(card.brand, i18n)} •••• ${card.last4}`;
}

/** 'Visa ending in 4242, expires 12/2028, default card': the same for screen readers, which read out the dots. */
export function savedCardSpokenName(card: PaymentMethod, i18n: I18n): string {
  const brand = cardBrandName(card.brand, i18n);
  const last4 = card.last4;
  const expiry = cardExpiry(card);
  return card.isDefault
    ? i18n._(msg`${brand} ending in ${last4}, expires ${expiry}, default card`)
    : i18n._(msg`${brand} ending in ${last4}, expires ${expiry}`);
}

/**
 * The card step 2 pays with: the donor's own choice while it is still on the list, otherwise the default card
 * (the first when none is marked), otherwise a new card.
 */
export function resolvePaymentChoice(cards: PaymentMethod[], chosen: PaymentChoice | null): PaymentChoice {
  if (chosen === 'new' || cards.some((card) => card.id === chosen)) return chosen!;
  return (cards.find((card) => card.isDefault) ?? cards[0])?.id ?? 'new';
}

/** The saved-card request for the gift of step 1; the card is added when the donor pays. */
export function toSavedCardRequest(
  values: DonationFormValues,
  ctx: {
    campaignId: number;
    rewardId: number | null;
    fundraiserId?: number | null;
    replacesDonationId?: number;
    /** The campaign's currency (issue 26): the amount goes in its minor unit; US dollars unless told. */
    currency?: string;
  },
): Omit<SavedCardRequest, 'paymentMethodId'> {
  const recurring = values.donationType === 'recurring';
  return {
    campaignId: ctx.campaignId,
    amount: toMinorUnits(values.amount, ctx.currency ?? 'usd'),
    ...(recurring && values.interval ? { interval: values.interval } : {}),
    anonymousDonation: values.anonymousDonation,
    coverFees: values.coverFees,
    emailUpdates: values.emailUpdates,
    ...supportMessageRequest(values),
    ...tributeRequest(values),
    ...donationSourceRequest(),
    ...(ctx.rewardId !== null ? { rewardId: ctx.rewardId } : {}),
    ...fundraiserRequest(ctx.fundraiserId),
    // Step 1 already created an unpaid donation; paying with a saved card replaces it (the server cancels it).
    ...(ctx.replacesDonationId ? { replacesDonationId: ctx.replacesDonationId } : {}),
  };
}
