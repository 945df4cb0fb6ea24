import type { CampaignStatus } from '@causeway/contracts';

export const statusLabels: Record<CampaignStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  paused: 'Paused',
  completed: 'Completed',
  archived: 'Archived',
};

/** What each status means, under the form's status select. */
export const statusHints: Record<CampaignStatus, string> = {
  draft: 'Only administrators can see it.',
  active: 'Public: listed on the site and taking donations.',
  paused: 'Its page stays visible, but it takes no donations.',
  completed: 'Its page stays visible as finished; it takes no donations.',
  archived: 'Hidden from the public site; its records are kept.',
};
