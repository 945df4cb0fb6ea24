import type { AdminCampaign } from '@causeway/contracts';

/** What the table row's menu and the phone card's menu both act on. */
export type CampaignRowActions = {
  onDuplicate: (campaign: AdminCampaign) => void;
  onDelete: (campaign: AdminCampaign) => void;
};
