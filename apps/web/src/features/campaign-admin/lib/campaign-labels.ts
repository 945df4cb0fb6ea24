import type { CampaignStatus } from '@causeway/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Each status's name, as the campaigns feature names it; translated at render with `i18n._`. */
export const statusLabels: Record<CampaignStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  active: msg`Active`,
  paused: msg`Paused`,
  completed: msg`Completed`,
  archived: msg`Archived`,
};

/** What each status means, under the form's status select. */
export const statusHints: Record<CampaignStatus, MessageDescriptor> = {
  draft: msg`Only administrators can see it.`,
  active: msg`Public: listed on the site and taking donations.`,
  paused: msg`Its page stays visible, but it takes no donations.`,
  completed: msg`Its page stays visible as finished; it takes no donations.`,
  archived: msg`Hidden from the public site; its records are kept.`,
};
