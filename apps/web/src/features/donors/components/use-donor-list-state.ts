import { useUrlListState } from '@/hooks/use-url-list-state';
import { donorListSearch, parseDonorListParams } from '../lib/donor-list-params';

const codec = { parse: parseDonorListParams, toSearch: donorListSearch };

/** The donor list's search, filter and page live in its URL, so a reload or Back shows the same list. */
export function useDonorListState() {
  return useUrlListState(codec);
}
