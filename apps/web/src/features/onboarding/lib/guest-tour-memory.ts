// A signed-out visitor has no progress on the server: the tours they finished or skipped are remembered in this
// browser, by id (an edit keeps the id), so a tour never starts by itself for them twice.
const KEY = 'causeway-guest-tours-seen';

export function seenGuestTours(): number[] {
  try {
    const ids: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

export function rememberGuestTour(tourId: number): void {
  try {
    const ids = seenGuestTours();
    if (!ids.includes(tourId)) window.localStorage.setItem(KEY, JSON.stringify([...ids, tourId]));
  } catch {
    // Storage off (private mode, quota): the tour may show again on the next visit, nothing worse.
  }
}
