// The campaigns feature's public face. Pages are not exported here: the router loads the listing and the
// campaign page lazily by path, so only what the home page shows is in the initial bundle.
export { FeaturedCampaigns } from './components/featured-campaigns';
export { CampaignCard, CampaignCardSkeleton, campaignGridClassName } from './components/campaign-card';
export { campaignKeys, campaignsQueryOptions, type CampaignListParams } from './api/get-campaigns';
export { campaignQueryOptions, useCampaign } from './api/get-campaign';
export { CampaignImage } from './components/campaign-image';
export { statusLabel as campaignStatusLabel } from './lib/campaign-display';
export { ShareCard } from './components/share-card';
