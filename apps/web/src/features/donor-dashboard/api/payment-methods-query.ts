import { useQuery } from '@tanstack/react-query';
import { savedCardsQueryOptions } from '@/features/donations';

/**
 * GET /api/payment-methods/user, default card first. The same query (and cache) as the donation page's saved
 * cards, so a card added or removed here is what the next gift offers.
 */
export function usePaymentMethods() {
  return useQuery(savedCardsQueryOptions());
}
