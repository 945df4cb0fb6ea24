import { formatCurrency, intervalLabels, type AdminRecurring } from '@causeway/contracts';
import type { OutgoingMail } from '../../mail/outbox';

/**
 * The donor's notice that the charity cancelled their recurring gift: which gift, that no further charge will be
 * made, why (when the administrator said), and how to give again.
 */
export function cancelledByCharityMail(
  gift: AdminRecurring,
  context: { reason: string | null; orgName: string; campaignUrl: string },
): OutgoingMail {
  const { campaign, donor } = gift;
  const charge = gift.amount + gift.feeAmount;
  // The gift keeps its campaign's currency (issue 26).
  const money = (minor: number) => formatCurrency(minor, { currency: gift.currency });
  const amount = `${money(gift.amount)}${gift.feeAmount > 0 ? ` (${money(charge)} with the fee you covered)` : ''}`;
  return {
    to: donor.email,
    subject: `Your recurring gift to ${campaign.title} has been cancelled`,
    text: [
      `Dear ${donor.firstName || 'donor'},`,
      '',
      `${context.orgName} has cancelled your ${intervalLabels[gift.interval].toLowerCase()} gift of ${amount} to "${campaign.title}" on your behalf.`,
      ...(context.reason ? ['', `The reason we gave: ${context.reason}`] : []),
      '',
      'No further charges will be made for this gift. Gifts already made are not affected, and their receipts remain valid.',
      '',
      'If you would like to keep giving, you can start a new recurring gift from the campaign page:',
      context.campaignUrl,
      '',
      'Thank you for your support.',
      '',
      context.orgName,
    ].join('\n'),
  };
}
