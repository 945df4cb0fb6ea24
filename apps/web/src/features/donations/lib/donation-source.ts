import { httpOriginOf, type DonationSourceInput } from '@causeway/contracts';
import { SOURCE_KEY } from '@/lib/source-capture';

/**
 * The gift's source (issue 24, item 6): the visit's utm values and referrer host that the app's entry kept
 * (lib/source-capture.ts), and the page's `host` parameter, the origin of the page the widget or the pop-up was
 * on, when it is an http(s) origin. Null when nothing is known.
 */
export function readDonationSource(search: string, storage: Pick<Storage, 'getItem'>): DonationSourceInput | null {
  let kept: unknown[] = [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SOURCE_KEY) ?? '[]');
    if (Array.isArray(parsed)) kept = parsed;
  } catch {
    // A value someone else wrote: ignored.
  }
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const source = {
    utmSource: text(kept[0]),
    utmMedium: text(kept[1]),
    utmCampaign: text(kept[2]),
    referrerHost: text(kept[3]),
    hostOrigin: httpOriginOf(new URLSearchParams(search).get('host')),
  };
  return Object.values(source).some((v) => v !== null) ? source : null;
}

/** `{ source }` for an intent or saved-card request, read in the browser; nothing when there is none. */
export function donationSourceRequest(): { source?: DonationSourceInput } {
  if (typeof window === 'undefined') return {};
  let storage: Pick<Storage, 'getItem'>;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = { getItem: () => null };
  }
  const source = readDonationSource(window.location.search, storage);
  return source ? { source } : {};
}
