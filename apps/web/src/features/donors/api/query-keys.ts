import type { DonorListState } from '../lib/donor-list-params';

/** Everything the donor pages cache sits under 'admin-donors'. */
export const donorListKeys = {
  all: ['admin-donors'] as const,
  list: (state: DonorListState) => ['admin-donors', 'list', state] as const,
  detail: (key: string) => ['admin-donors', 'detail', key] as const,
};
