import type { AdminCampaign } from '@causeway/contracts';

/** What the table and the phone cards both take: the rows and the menu's two actions. */
export type CampaignRowsProps = {
  campaigns: AdminCampaign[];
  onDuplicate: (campaign: AdminCampaign) => void;
  onDelete: (campaign: AdminCampaign) => void;
  className?: string;
};
