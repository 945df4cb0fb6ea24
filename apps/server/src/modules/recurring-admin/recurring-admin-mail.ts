import { intervalSentenceLabels, type AdminRecurring } from '@causeway/contracts';
import { receiptMailMessages, recurringMailMessages as m } from '../../i18n/mail-words';
import { wordsIn, type Words } from '../../i18n/words';
import type { OutgoingMail } from '../../mail/outbox';

/**
 * The donor's notice that the charity cancelled their recurring gift: which gift, that no further charge will be
 * made, why (when the administrator said), and how to give again. In the donor's language (issue 26).
 */
export function cancelledByCharityMail(
  gift: AdminRecurring,
  context: { reason: string | null; orgName: string; campaignUrl: string },
  words: Words = wordsIn(null),
): OutgoingMail {
  const { campaign, donor } = gift;
  // The gift keeps its campaign's currency (issue 26).
  const money = words.money(gift.currency);
  const amount =
    gift.feeAmount > 0
      ? words.say(m.withFee, { amount: money(gift.amount), charge: money(gift.amount + gift.feeAmount) })
      : money(gift.amount);
  return {
    to: donor.email,
    subject: words.say(m.cancelledSubject, { campaign: campaign.title }),
    text: [
      words.say(receiptMailMessages.greeting, { name: donor.firstName || words.say(m.dearDonor) }),
      '',
      words.say(m.cancelled, {
        organization: context.orgName,
        interval: words.say(intervalSentenceLabels[gift.interval]),
        amount,
        campaign: campaign.title,
      }),
      ...(context.reason ? ['', words.say(m.reason, { reason: context.reason })] : []),
      '',
      words.say(m.noFurther),
      '',
      words.say(m.giveAgain),
      context.campaignUrl,
      '',
      words.say(m.thankYou),
      '',
      context.orgName,
    ].join('\n'),
  };
}
