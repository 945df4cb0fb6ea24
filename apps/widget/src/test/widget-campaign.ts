import type { WidgetCampaign } from '@causeway/contracts';

/** A live campaign as GET /api/campaigns/{id}/widget gives it, with the theme left to the defaults. */
export const widgetCampaign = (overrides: Partial<WidgetCampaign> = {}): WidgetCampaign => ({
  id: 7,
  title: 'Clean Water for Kisoro',
  status: 'active',
  acceptingDonations: true,
  goal: 1_000_000,
  currentAmount: 250_000,
  featuredImageUrl: null,
  primaryColor: null,
  textColor: null,
  accentColor: null,
  backgroundColor: null,
  buttonText: null,
  presetAmounts: null,
  impactText: null,
  match: null,
  matchedAmount: 0,
  ...overrides,
});
