import { FEATURED_CAMPAIGNS } from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { HandHeart } from 'lucide-react';
import { useState } from 'react';
import { useCampaigns } from '../api/get-campaigns';
import { CampaignCard, CampaignCardSkeleton, campaignGridClassName } from './campaign-card';
import { CampaignsLoadError } from './campaigns-load-error';
import { CategoryFilter, type CategoryChoice } from './category-filter';
import { StateMessage } from '@/components/ui/state-message';

/** Spec section 2, Home: up to 6 active campaigns, filtered by category (none sent for all). */
export function FeaturedCampaigns() {
  const { t } = useLingui();
  const [category, setCategory] = useState<CategoryChoice>('all');
  const { data, isPending, isError, isFetching, refetch } = useCampaigns({ category, limit: FEATURED_CAMPAIGNS });

  return (
    <div className="grid gap-8">
      <CategoryFilter value={category} onChange={setCategory} />
      {isPending ? (
        <div className={campaignGridClassName} role="status" aria-label={t`Loading campaigns`}>
          {Array.from({ length: FEATURED_CAMPAIGNS }, (_, i) => (
            <CampaignCardSkeleton key={i} />
          ))}
        </div>
      ) : isError ? (
        <CampaignsLoadError onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.items.length === 0 ? (
        <StateMessage
          icon={HandHeart}
          title={t`No campaigns found`}
          description={t`There are no active campaigns at the moment. Please check back later.`}
        />
      ) : (
        <ul className={campaignGridClassName} aria-label={t`Featured campaigns`}>
          {data.items.map((campaign) => (
            <li key={campaign.id}>
              <CampaignCard campaign={campaign} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
