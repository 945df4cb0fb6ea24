import { useSearchParams } from 'react-router';
import { listingSearch, parseListingParams, withListingChange, type ListingState } from '../lib/listing-params';

/** The listing's filters live in its URL, so a filtered list survives a reload and can be shared. */
export function useListingState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseListingParams(searchParams);

  /** `replace` for typing, so each keystroke pause does not become a Back-button step. */
  const update = (change: Partial<ListingState>, options: { replace?: boolean } = {}) => {
    setSearchParams((current) => listingSearch(withListingChange(parseListingParams(current), change)), {
      replace: options.replace ?? false,
      preventScrollReset: true,
    });
  };

  return [state, update] as const;
}
