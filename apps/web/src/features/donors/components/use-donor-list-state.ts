import { useSearchParams } from 'react-router';
import { donorListSearch, parseDonorListParams, type DonorListState } from '../lib/donor-list-params';

/** The donor list's search, filter and page live in its URL, so a reload or Back shows the same list. */
export function useDonorListState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseDonorListParams(searchParams);

  /** A new search or filter starts from page 1. `replace` for typing, so pauses do not pile up in history. */
  const update = (change: Partial<DonorListState>, options: { replace?: boolean } = {}) => {
    setSearchParams((current) => donorListSearch({ ...parseDonorListParams(current), page: 1, ...change }), {
      replace: options.replace ?? false,
      preventScrollReset: true,
    });
  };

  return [state, update] as const;
}
