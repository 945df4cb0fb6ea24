import type { DonorRecurring, RecurringStatus } from '@causeway/contracts';

export const recurringStatusLabels: Record<RecurringStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
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
export function recurringSummary(gifts: readonly DonorRecurring[]): string {
  const count = (status: RecurringStatus) => gifts.filter((gift) => gift.status === status).length;
  const groups: [number, string][] = [
    [count('active'), 'active'],
    [count('paused'), 'paused'],
    [count('cancelled'), 'ended'],
  ];
  return groups
    .filter(([n]) => n > 0)
    .map(([n, label]) => `${n} ${label}`)
    .join(' · ');
}
