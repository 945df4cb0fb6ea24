import {
  intervalSentenceLabels,
  recurringManageMessages as m,
  recurringMessages,
  type ManagedRecurring,
  type SetupIntentResponse,
} from '@causeway/contracts';
import { accountMailMessages, recurringMailMessages as mail } from '../../i18n/mail-words';
import { wordsIn, type Words } from '../../i18n/words';
import { AppError } from '../../lib/errors';
import { enqueueMail } from '../../mail/outbox';
import { toDonorRecurring } from '../recurring/recurring.service';
import * as repo from './recurring-manage.repository';
import type { ManageSession, RecurringManageDeps } from './recurring-manage.service';

type GiftRow = NonNullable<Awaited<ReturnType<typeof repo.lockGiftOf>>>;

/** A gift as the manage page shows it: a guest's gift says which card it charges, and may change it. */
export function toManagedRecurring(row: GiftRow): ManagedRecurring {
  const { gift } = row;
  return {
    ...toDonorRecurring(row),
    card:
      gift.guestCardBrand && gift.guestCardLast4 ? { brand: gift.guestCardBrand, last4: gift.guestCardLast4 } : null,
    cardChangeable: gift.userId === null && gift.status !== 'cancelled',
  };
}

/**
 * The provider customer whose card pays a guest's gift of this session. A registered donor's gift charges their
 * wallet, chosen in the donor area; a cancelled gift charges nothing; a gift of another provider (the site moved
 * from the sandbox to Stripe) has no customer here.
 */
async function customerOfGuestGift(deps: RecurringManageDeps, row: GiftRow | undefined) {
  if (!row) throw new AppError('NOT_FOUND', recurringMessages.notFound);
  const { gift } = row;
  if (gift.userId !== null) throw new AppError('CONFLICT', m.accountCard);
  if (gift.status === 'cancelled') throw new AppError('CONFLICT', recurringMessages.cancelledIsFinal);
  const customerId =
    gift.provider === deps.provider.name && gift.providerSubscriptionId
      ? await deps.provider.subscriptionCustomer(gift.providerSubscriptionId)
      : null;
  if (!customerId) throw new AppError('CONFLICT', m.cardUnavailable);
  return { gift, customerId };
}

/** POST /api/manage-recurring/gifts/{id}/card-setup: a setup intent for the gift's own customer (nothing charged). */
export async function startManagedCardSetup(
  deps: RecurringManageDeps,
  session: ManageSession,
  id: number,
): Promise<SetupIntentResponse> {
  const { customerId } = await customerOfGuestGift(deps, await repo.findGiftOf(deps.db, session.email, id));
  const { clientSecret } = await deps.provider.createSetupIntent(customerId);
  return { clientSecret };
}

/**
 * PUT /api/manage-recurring/gifts/{id}/card: the card the setup intent confirmed pays the gift from its next
 * charge on. The provider checks the card belongs to the gift's customer (a guessed id of someone else's card is
 * refused) and moves the subscription to it first; our record and the donor's notice follow in one transaction.
 */
export async function changeManagedCard(
  deps: RecurringManageDeps,
  session: ManageSession,
  id: number,
  providerPaymentMethodId: string,
  words: Words = wordsIn(null),
): Promise<ManagedRecurring> {
  const { gift, customerId } = await customerOfGuestGift(deps, await repo.findGiftOf(deps.db, session.email, id));
  const card = await deps.provider.attachPaymentMethod(customerId, providerPaymentMethodId);
  await deps.provider.setDefaultPaymentMethod(customerId, card.providerPaymentMethodId, [gift.providerSubscriptionId!]);
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockGiftOf(tx, session.email, id);
    // Cancelled meanwhile: the gift charges nothing more, so its record keeps the card it last used.
    if (!row || row.gift.status === 'cancelled') throw new AppError('CONFLICT', recurringMessages.cancelledIsFinal);
    const updated = await repo.setGuestCard(tx, id, card);
    // In the language of the page the change was made from (issue 26).
    await enqueueMail(tx, {
      to: session.email,
      subject: words.say(mail.cardSubject),
      text: [
        words.say(accountMailMessages.helloNoName),
        '',
        words.say(mail.cardChanged, {
          interval: words.say(intervalSentenceLabels[updated.interval]),
          amount: words.money(updated.currency)(updated.amount),
          campaign: row.campaignTitle,
          brand: card.brand,
          last4: card.last4,
        }),
        '',
        words.say(mail.cardNotYou),
      ].join('\n'),
    });
    return toManagedRecurring({ gift: updated, campaignTitle: row.campaignTitle });
  });
}
