import {
  offlineGiftEndpoints,
  type LedgerDonationDetail,
  type OfflineGiftBody,
  type offlineGiftOperations,
} from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/campaign-admin';
import { campaignKeys } from '@/features/campaigns';
import { donorListKeys } from '@/features/donors';
import { callOperation } from '@/lib/api-client';
import { ledgerKeys } from './query-keys';

export function recordOfflineGift(body: OfflineGiftBody): Promise<LedgerDonationDetail> {
  return callOperation<typeof offlineGiftOperations.record>(offlineGiftEndpoints.record, { body });
}

/**
 * POST /api/admin/offline-gifts. The gift counts everywhere a card gift does, so the ledger, the donors, the
 * overview and the campaign's figures are all read again; the detail page opens on the answer already in hand.
 */
export function useRecordOfflineGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordOfflineGift,
    onSuccess: (donation) => {
      queryClient.setQueryData(ledgerKeys.detail(donation.id), donation);
      for (const queryKey of [ledgerKeys.all, donorListKeys.all, adminKeys.all, campaignKeys.all]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      // Imported when needed, as /dashboard loads the overview: a static import of a lazily loaded feature makes
      // the bundler build a module namespace helper into every visitor's first script.
      void import('@/features/admin-dashboard').then(({ adminDashboardKeys }) =>
        queryClient.invalidateQueries({ queryKey: adminDashboardKeys.all }),
      );
    },
  });
}
