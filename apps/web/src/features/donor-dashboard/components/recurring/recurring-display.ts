import type { DonorRecurring, RecurringStatus } from '@causeway/contracts';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/** Shown with the page's i18n: `i18n._(recurringStatusLabels[status])`. */
export const recurringStatusLabels: Record<RecurringStatus, MessageDescriptor> = {
  active: msg`Active`,
  paused: msg`Paused`,
  cancelled: msg`Cancelled`,
};

/** Spec section 4: the toggle sends pause when active and resume when paused; a cancelled gift has no toggle. */
export function toggleActionFor(status: RecurringStatus): 'pause' | 'resume' | null {
  if (status === 'active') return 'pause';
  if (status === 'paused') return 'resume';
  return null;
}

/** Cancelling is final (DECISIONS.md), so a cancelled gift offers neither Cancel nor a new amount. */
export function isLive(status: RecurringStatus): boolean {
  return status !== 'cancelled';
}

const statusOrder: Record<RecurringStatus, number> = { active: 0, paused: 1, cancelled: 2 };

/**
 * Gifts that still charge come first (active, then paused) and ended ones last; within a group the server's
 * order stays. Sorting by status keeps the gifts a donor can act on at the top.
 */
export function sortRecurring(gifts: readonly DonorRecurring[]): DonorRecurring[] {
  return gifts
    .map((gift, index) => ({ gift, index }))
    .sort((a, b) => statusOrder[a.gift.status] - statusOrder[b.gift.status] || a.index - b.index)
    .map(({ gift }) => gift);
}

/** '2 active · 1 paused · 1 ended': the list's header, counting what each gift is doing now. */
export function recurringSummary(gifts: readonly DonorRecurring[], i18n: I18n): string {
  const count = (status: RecurringStatus) => gifts.filter((gift) => gift.status === status).length;
  const active = count('active');
  const paused = count('paused');
  const ended = count('cancelled');
  const groups: [number, () => MessageDescriptor][] = [
    [active, () => msg`${plural(active, { one: '# active', other: '# active' })}`],
    [paused, () => msg`${plural(paused, { one: '# paused', other: '# paused' })}`],
    [ended, () => msg`${plural(ended, { one: '# ended', other: '# ended' })}`],
  ];
  return groups
    .filter(([n]) => n > 0)
    .map(([, label]) => i18n._(label()))
    .join(' · ');
}
