/**
 * Refunds started from the admin (issue 23). A refund is 'pending' from the moment the provider accepts it until
 * its event reaches the payment state machine ('succeeded'), or 'failed' when the provider refuses it.
 */
export const refundStatuses = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];
